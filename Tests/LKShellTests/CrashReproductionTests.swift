// `lks explain --script`: for every catalogue entry with numbers, a message the catalogue formats → its reproduction →
// run in a fresh shell → the same message (entry's rule, same values), or a comment saying why it is not modelled.
import ListKit
import Testing

@testable import LKShell

@MainActor
@Suite struct CrashReproductionTests {
  static func ip(_ section: Int, _ item: Int) -> FailureMessage.Value {
    .indexPath(IndexPath(item: item, section: section))
  }

  /// Values for each entry the simulator models, in its template's order.
  static let samples: [String: [FailureMessage.Value]] = [
    "R1": [ip(0, 2)], "R1-section": [.number(1)], "R2": [ip(0, 1)], "R2-section": [.number(1)], "R3": [ip(0, 1)],
    "R3-section": [.number(1)], "R4": [.number(5), .number(2)], "R5": [.number(0), .number(3), .number(2)],
    "R6": [.number(7), .number(0), .number(3)], "R7": [.number(4), .number(2)],
    "R8": [.number(0), .number(2), .number(2)], "R9": [.number(9), .number(0), .number(3), .number(0)],
    "R10": [ip(0, 8), .number(3), .number(0)], "R10-no-section": [ip(3, 0), .number(2)],
    "R10-section": [.number(4), .number(2)], "R11": [ip(0, 0), ip(0, 8), .number(3), .number(0)],
    "R11-no-section": [ip(0, 0), ip(3, 0), .number(2)], "R11-section": [.number(0), .number(4), .number(2)],
    "R12-two-destinations": [ip(0, 0), ip(0, 1), ip(0, 2)], "R12-two-sources": [ip(0, 0), ip(0, 1), ip(0, 2)],
    "R12-section-two-destinations": [.number(0), .number(1), .number(2)],
    "R12-section-two-sources": [.number(0), .number(1), .number(2)], "R13-from-deleted": [.number(1)],
    "R13-into-inserted": [.number(1)], "R14": [.number(3), .number(2), .number(0), .number(0)],
    "R15": [.number(1), .number(4), .number(3), .number(2), .number(0), .number(0), .number(0)],
    "R15-no-moves": [.number(0), .number(3), .number(2), .number(0), .number(0)],
    "R15-reload-data": [.number(0), .number(20), .number(20), .number(0), .number(1), .number(0), .number(0)],
    "R17": [.number(1), .number(1)], "reconfigure-out-of-bounds": [.number(5), .number(0), .number(3), .number(0)],
    "reconfigure-no-section": [.number(0), .number(3), .number(2)],
    // Cell failures, through `inject-bug`.
    "nil-cell-data-source": [ip(0, 2)], "not-dequeued": [], "nil-cell-ios6": [], "nil-cell-ios8": [],
  ]

  /// Reproduced with the simulator's own reuse identifier, not the message's (checked by rule, not by values).
  static let reproducedWithAnotherIdentifier: Set<String> = ["unregistered", "unregistered-cell"]

  static func r16Values(_ wording: FailureWording) -> [FailureMessage.Value] {
    [.counts([3, 2]), .counts([4, 2]), .list(["Insert \(wording.element) (0 - 2)"])]
  }

  /// Runs `lines` in a fresh shell: the exit status and the last error's message.
  func run(_ lines: [String]) -> (Int32, FailureMessage?, String) {
    let output = CapturedOutput()
    let shell = Shell(configuration: Shell.Configuration(format: .text, color: false), output: output)
    let status = shell.runInline((["delete-all-items"] + lines).joined(separator: "\n"))
    return (status, shell.session.lastError?.failureMessage, output.combined)
  }

  /// The reproduction of `message` raises its rule with its numbers (an older wording: the current message of its
  /// rule with the same numbers, the count check without moves with 0 moved in and out).
  func expectReproduced(_ message: FailureMessage) throws {
    let lines = try CrashReproduction.lines(for: message).get()
    #expect(lines.last?.hasPrefix("expect error") == false)
    let (status, raised, output) = run(lines)
    #expect(status == ExitStatus.success, "\(message.entry.id): \(lines)\n\(output)")
    let got = try #require(raised, "\(message.entry.id): \(output)")
    let expected = CrashReproduction.raised(message)
    #expect(expected.entry.isCurrent, "\(message.entry.id)")
    #expect(got.entry.id == expected.entry.id, "\(message.entry.id): \(got.text)")
    #expect(got.rule == message.rule, "\(message.entry.id): \(got.text)")
    #expect(got.values == expected.values, "\(message.entry.id): \(got.text) for \(message.text)")
    if message.entry.id == "R15-no-moves" { #expect(got.values.prefix(5) == message.values.prefix(5)) }
    // A table accepts a cell it did not dequeue: that failure is reproduced in a collection view.
    if let wording = message.wording, message.entry.id != "not-dequeued" {
      #expect(got.wording ?? wording == wording, "\(message.entry.id)")
    }
  }

  @Test(arguments: FailureWording.allCases)
  func everyModelledEntryRaisesTheSameMessage(wording: FailureWording) throws {
    for entry in FailureCatalogue.entries {
      let values: [FailureMessage.Value]? =
        entry.id.hasPrefix("R16")
        ? Self.r16Values(wording)
        : entry.id == "R13-from-deleted" && wording == .tableView
          ? []
          // The table's own wordings of a nil cell.
          : entry.id.hasPrefix("nil-cell-ios") && wording == .collectionView ? nil : Self.samples[entry.id]
      guard let values else {
        // Not modelled: the reproduction says why.
        continue
      }
      #expect(values.count == entry.valueCount(in: wording), "\(entry.id)")
      try expectReproduced(entry.message(values, wording: wording))
    }
  }

  @Test func entriesWithNumbersThatAreNotModelledSayWhy() {
    let modelled = Set(Self.samples.keys).union(["R16", "R16-other-conjunction"]).union(
      Self.reproducedWithAnotherIdentifier)
    for entry in FailureCatalogue.entries where !modelled.contains(entry.id) {
      let values = (0..<entry.valueCount(in: .collectionView)).map { _ in FailureMessage.Value.number(1) }
      if case .success(let lines) = CrashReproduction.lines(for: entry.message(values)) {
        Issue.record("\(entry.id) has a reproduction no sample checks: \(lines)")
      }
    }
  }

  @Test func largeCountsAndMovesAreReproducedWithTheirNumbers() throws {
    let r15 = try #require(FailureCatalogue.entry(named: "R15"))
    try expectReproduced(
      r15.message([.number(0), .number(27_385), .number(27_386), .number(0), .number(0), .number(0), .number(0)]))
    try expectReproduced(
      r15.message([.number(0), .number(7), .number(5), .number(1), .number(1), .number(2), .number(1)]))
    let r16 = try #require(FailureCatalogue.entry(named: "R16"))
    try expectReproduced(
      r16.message(
        [.counts([30]), .counts([29]), .list(["Delete row (0 - 0)", "Insert row (0 - 0)"])], wording: .tableView))
  }

  @Test func theOlderAndLoggedCountWordingsAreReproducedFromALog() throws {
    let log = """
      2014-12-04 20:46:11.457 Shop[163:2350] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted).'
      2020-01-10 12:01:02.123456+0100 Feed[2893:53399] [UICollectionView] Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (20) must be equal to the number of items contained in that section before the update (20), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out). - will perform reloadData. UICollectionView instance: <Feed.CardsView: 0x7f96; frame = (0 0; 414 482)>; currentUpdate: [UICollectionViewUpdate - 0x7f96: old:<UICollectionViewData: 0x6000> new<UICollectionViewData: 0x6001> items:<(
          "D(0,18)"
      )>]
      2024-10-02 09:00:00.000 Shop[1:2] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'request for index path for global index 99 when there are only 2 items in the collection view'
      """
    let reading = CrashLog.read(text: log)
    #expect(reading.exceptions.map(\.recognized?.entry.id) == ["R15-no-moves", "R15-reload-data", "global-index"])
    let script = CrashReproduction.script(for: reading, logName: "crash.log")
    #expect(script.contains("# not reproduced: UIKit raises global-index while it lays out"), "\(script)")
    let output = CapturedOutput()
    let shell = Shell(configuration: Shell.Configuration(format: .text, color: false), output: output)
    #expect(shell.runInline(script) == ExitStatus.success, "\(script)\n\(output.combined)")
    #expect(
      output.combined.contains(
        "after the update (3) must be equal to the number of rows contained in that"
          + " section before the update (2), plus or minus the number of rows inserted or deleted from that section (0"
          + " inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0"
          + " moved out)."), "\(output.combined)")
  }

  @Test func anUnregisteredIdentifierIsReproducedWithTheSimulatorsOwn() throws {
    for text in [
      "could not dequeue a view of kind: UICollectionElementKindCell with identifier PhotoCell - must register a nib or"
        + " a class for the identifier or connect a prototype cell in a storyboard",
      "unable to dequeue a cell with identifier NoteCell - must register a nib or a class for the identifier or"
        + " connect a prototype cell in a storyboard",
      "could not dequeue a cell with identifier NoteCell - must register a nib or a class for the identifier or"
        + " connect a prototype cell in a storyboard",
    ] {
      let message = try #require(FailureCatalogue.recognize(text))
      let lines = try CrashReproduction.lines(for: message).get()
      let (status, raised, output) = run(lines)
      #expect(status == ExitStatus.success, "\(lines)\n\(output)")
      #expect(raised?.rule == "unregistered", "\(output)")
    }
  }

  @Test func aMessageWhoseNumbersAddUpIsNotReproduced() throws {
    let r14 = try #require(FailureCatalogue.entry(named: "R14"))
    #expect(throws: CrashReproduction.Unmodelled.self) {
      try CrashReproduction.lines(for: r14.message([.number(3), .number(2), .number(1), .number(0)])).get()
    }
  }

  @Test func theScriptOfALogPassesAsATest() throws {
    let log = """
      2024-05-01 10:00:00.000 App[1:2] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to delete section 4, but there are only 2 sections before the update'
      2024-05-01 10:05:00.000 App[7:8] *** Terminating app due to uncaught exception 'NSRangeException', reason: 'index 3 beyond bounds'
      Fatal Exception: NSInternalInconsistencyException
      Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).
      """
    let script = CrashReproduction.script(for: CrashLog.read(text: log), logName: "crash.log")
    #expect(script.contains("# not reproduced: explain does not know this message"))
    let output = CapturedOutput()
    let shell = Shell(configuration: Shell.Configuration(format: .text, color: false), output: output)
    #expect(shell.runInline(script) == ExitStatus.success, "\(script)\n\(output.combined)")
    #expect(output.combined.contains("expected error: commit: Invalid update: invalid number of rows in section 0."))
  }
}
