// The tools of `lks mcp` without the protocol (AssistantTools): what each answers, its errors, and its bounds.
// Tests/e2e/test_mcp.py drives the same tools through the official MCP client.

import Foundation
import Testing

@testable import LKShell

@MainActor
@Suite struct AssistantToolsTests {
  /// The R15 console log of examples/crash-logs.
  static let r15 =
    (try? String(
      contentsOf: URL(filePath: #filePath).deletingLastPathComponent().appending(
        path: "../../examples/crash-logs/r15-console.txt"),
      encoding: .utf8)) ?? ""

  @Test func runAnswersWithTheEventsAndTheirText() {
    let answer = AssistantTools().run(commands: "append-sections A; append-items a b to A; apply")
    #expect(!answer.isError)
    let events = answer.events.split(separator: "\n")
    #expect(events.count == 1)
    #expect(events.first?.hasPrefix(#"{"event":"apply""#) == true)
    #expect(answer.text.hasPrefix("reloadData: 1 section, 2 items"))
    #expect(answer.notes.isEmpty)
  }

  @Test func aFailingCommandIsAnErrorCarryingItsErrorEvent() {
    let answer = AssistantTools().run(commands: "append-sections A\nappend-items a a to A")
    #expect(answer.isError)
    #expect(answer.events.contains(#"{"event":"error","line":2,"#))
    #expect(answer.text.contains("-c:2: error: append-items: Fatal: supplied item identifiers are not unique"))
  }

  @Test func runTakesTheViewAndTheClassicDataSource() {
    let table = AssistantTools().run(commands: "append-sections A; apply", view: .table)
    #expect(table.events.contains(#""view":"table""#))
    // The classic data source is set before the commands, and its event is not theirs.
    let classic = AssistantTools().run(commands: "append-sections A; reload-data", classic: true)
    let spelled = AssistantTools().run(commands: "data-source classic; append-sections A; reload-data")
    #expect(!classic.isError)
    #expect(!classic.events.contains(#""event":"data-source""#))
    #expect(spelled.events.hasSuffix(classic.events))
  }

  @Test func sessionsKeepTheirStateBetweenCalls() {
    let tools = AssistantTools()
    #expect(!tools.session(name: "s", commands: "append-sections A; append-items a to A; apply").isError)
    let second = tools.session(name: "s", commands: "append-items b to A; apply")
    #expect(!second.isError)
    #expect(second.events.contains(#""id":"b""#))
    #expect(second.notes.isEmpty)
    // The session still has a: appending it again is UIKit's warning; after a reset it is not.
    #expect(tools.session(name: "s", commands: "append-items a to A").events.contains("already exists"))
    let reset = tools.session(name: "s", commands: "append-sections A; append-items a to A", reset: true)
    #expect(!reset.isError)
    #expect(!reset.events.contains("already exists"))
    #expect(tools.sessionNames == ["s"])
  }

  @Test func resetStartsASessionAgain() {
    let tools = AssistantTools()
    _ = tools.session(name: "s", commands: "append-sections A; append-items a to A; apply")
    let reset = tools.session(name: "s", commands: "append-sections A; append-items a to A; apply", reset: true)
    #expect(!reset.isError)
    #expect(reset.notes == ["session 's' is new"])
    #expect(tools.resetSession(name: "s").text == "session 's' was reset")
    #expect(tools.sessionNames.isEmpty)
    #expect(tools.listSessions().text == "no session is kept")
  }

  @Test func theLeastRecentlyUsedSessionIsDroppedAndSaidSo() {
    var limits = AssistantTools.Limits()
    limits.sessions = 2
    let tools = AssistantTools(limits: limits)
    _ = tools.session(name: "a", commands: "")
    _ = tools.session(name: "b", commands: "")
    _ = tools.session(name: "a", commands: "")
    let third = tools.session(name: "c", commands: "")
    #expect(third.notes.first?.hasPrefix("session 'b' was dropped") == true)
    #expect(tools.sessionNames == ["a", "c"])
    #expect(tools.listSessions().events.contains(#""names":["a","c"]"#))
  }

  @Test func aSessionPastItsItemLimitIsDropped() {
    var limits = AssistantTools.Limits()
    limits.sessionItems = 10
    let tools = AssistantTools(limits: limits)
    let answer = tools.session(name: "big", commands: "append-sections A; append-items i{1..20} to A; apply")
    #expect(answer.notes.contains { $0.hasPrefix("session 'big' was dropped: it holds") })
    #expect(tools.sessionNames.isEmpty)
  }

  @Test func explainReadsAPastedCrashAndReturnsItsReproduction() {
    #expect(!Self.r15.isEmpty)
    let answer = AssistantTools().explain(text: Self.r15)
    #expect(!answer.isError)
    #expect(answer.events.contains(#""event":"explain""#))
    #expect(answer.notes.first == "1 exception: 1 recognised, 0 unknown")
    #expect(answer.attachments.count == 1)
    #expect(answer.attachments.first?.contains("R15") == true)
    // The reproduction reproduces: run, it fails as the crash did.
    let reproduction = AssistantTools().run(commands: answer.attachments[0])
    #expect(!reproduction.events.isEmpty)
  }

  @Test func explainingTextWithoutAnExceptionIsAnError() {
    let answer = AssistantTools().explain(text: "hello\nworld")
    #expect(answer.isError)
    #expect(answer.attachments.isEmpty)
    #expect(answer.notes.first?.hasPrefix("no exception in the text") == true)
  }

  @Test func drawReturnsAPicturePerStepOrThePage() {
    let svg = AssistantTools().draw(commands: "append-sections A; append-items a b to A; apply", format: .svg)
    #expect(!svg.isError)
    #expect(svg.attachments.count >= 2)
    #expect(svg.attachments.allSatisfy { $0.hasPrefix("<svg") || $0.hasPrefix("<?xml") })
    let html = AssistantTools().draw(commands: "append-sections A; apply", format: .html)
    #expect(html.attachments.count == 1)
    #expect(html.attachments.first?.contains("<html") == true)
  }

  @Test func drawSaysWhenItShowsOnlyTheFirstPictures() {
    var limits = AssistantTools.Limits()
    limits.pictures = 1
    let answer = AssistantTools(limits: limits).draw(
      commands: "append-sections A; apply; append-items a to A; apply", format: .svg)
    #expect(answer.attachments.count == 1)
    #expect(answer.notes.contains { $0.hasPrefix("the first 1 of") })
  }

  @Test func hugeInputIsRefusedBeforeAnythingRuns() {
    var limits = AssistantTools.Limits()
    limits.inputBytes = 100
    let tools = AssistantTools(limits: limits)
    let answer = tools.run(commands: String(repeating: "append-sections A\n", count: 10))
    #expect(answer.isError)
    #expect(answer.notes == ["the commands are 180 bytes: more than the 100 a call takes"])
    #expect(answer.events.contains(#""event":"error""#))
    #expect(tools.explain(text: String(repeating: "x", count: 101)).isError)
  }

  @Test func longOutputIsCutAtALineAndSaidSo() {
    var limits = AssistantTools.Limits()
    limits.outputBytes = 300
    let answer = AssistantTools(limits: limits).run(
      commands: (1...20).map { "append-sections S\($0); apply" }.joined(separator: "\n"))
    #expect(answer.events.utf8.count <= 300)
    #expect(answer.events.hasSuffix("\n"))
    #expect(answer.notes.contains { $0.hasPrefix("the events were cut at") })
  }

  @Test func aCallPastItsTimeIsStoppedAndSaidSo() {
    var limits = AssistantTools.Limits()
    limits.time = .zero
    let answer = AssistantTools(limits: limits).run(commands: "append-sections A\nappend-sections B")
    #expect(answer.isError)
    #expect(answer.notes.contains { $0.hasPrefix("stopped: the commands ran longer than") })
  }
}
