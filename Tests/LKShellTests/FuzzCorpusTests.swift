// The fuzz corpus replayed without the fuzzer: every seed (Tests/Fuzz/corpus: the examples, whole and line by line,
// the golden inputs and the hostile corpus over a prepared session) and every input a campaign found
// (Tests/Fuzz/regressions) runs through a fresh session and through the lexer, held to the rules the fuzz targets
// check (FuzzDriver, LexerProperties). `scripts/fuzz` runs the fuzzer itself.
import Foundation
import Testing

@testable import LKShell

enum FuzzCorpus {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz")

  /// The files of `Tests/Fuzz/NAME`, sorted.
  static func files(_ name: String) -> [String] {
    let folder = directory.appendingPathComponent(name)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(name)/\($0)" }
  }

  static func bytes(_ file: String) throws -> [UInt8] {
    Array(try Data(contentsOf: directory.appendingPathComponent(file)))
  }
}

@MainActor
@Suite struct FuzzCorpusTests {
  @Test func theCorpusIsThere() {
    #expect(FuzzCorpus.files("corpus").count > 300)
  }

  @Test(arguments: FuzzCorpus.files("corpus") + FuzzCorpus.files("regressions"))
  func replay(_ file: String) throws {
    let bytes = try FuzzCorpus.bytes(file)
    #expect(FuzzDriver.run(bytes) == [])
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(LexerProperties.check(text) == [])
    for line in FuzzDriver.lines(of: bytes) {
      #expect(LexerProperties.check(line) == [])
    }
  }

  /// Inputs the campaigns found, in JSON too (the other renderer, the same rules).
  @Test(arguments: FuzzCorpus.files("regressions"))
  func replayInJSON(_ file: String) throws {
    #expect(FuzzDriver.run(try FuzzCorpus.bytes(file), format: .json) == [])
  }

  // Found by the first campaign: `expect warn` and `expect er` are `expect warning` and `expect error` (commands and
  // their words may be abbreviated), so the next command is not held to "a failure changes nothing".
  @Test func abbreviatedExpectationsExemptTheNextCommand() throws {
    for line in ["expect warn", "expect er d to more", "exp error", "expect warning x"] {
      #expect(FuzzDriver.isErrorOrWarningExpectation(try Lexer.words(in: line)), "\(line)")
    }
    #expect(!FuzzDriver.isErrorOrWarningExpectation(try Lexer.words(in: "expect layout main: a")))
    #expect(FuzzDriver.run(Array("append-sections s\nexpect warn\napply\n".utf8)) == [])
  }

  // Found by the campaign after issue 18: a classic view's `reload-data` that failed at Banner:1's cell (inject-bug
  // unregistered) kept the registration the cell provider made for a's TextCell, as it should, but that
  // registration added a row of zero counters for TextCell: `show cells` listed a class the view never dequeued.
  @Test func aFailedReloadDataCountsNoNewCellClass() {
    let script =
      "append-sections main\nappend-items a b c Banner:1\napply\ninject-bug unregistered Banner\n"
      + "data-source classic\nreload-data\n"
    #expect(FuzzDriver.run(Array(script.utf8)) == [])
  }

  // Found by the first campaign: `delete-items {1..1000000}` is within the limits and takes tens of seconds in a
  // sanitized build; the fuzzer leaves such commands out, but not those beyond the limits (they fail at once).
  @Test func hugeCommandsWithinTheLimitsAreLeftOut() {
    #expect(FuzzDriver.isHuge("delete-items {1..1000000}"))
    #expect(FuzzDriver.isHuge("echo ok; append-items x{1..30000}"))
    #expect(!FuzzDriver.isHuge("delete-items {1..3000000}"))
    #expect(!FuzzDriver.isHuge("append-items {a..z}{a..z}{a..z}{a..z}{a..z}"))
    #expect(FuzzDriver.isHuge("append-items x{1..1000}"))
    #expect(!FuzzDriver.isHuge("append-items x{1..500}"))
  }
}

/// The fuzz driver's record of the state sees each part change: a command that changes one part, run after the
/// record was taken, gives a record that differs there (so a failed command that changed it would be reported).
@MainActor
@Suite struct SessionRecordTests {
  static func shell(_ script: String) -> Shell {
    let shell = Shell(configuration: Shell.Configuration(keepGoing: true), output: CapturedOutput())
    for line in script.split(separator: "\n") { _ = shell.execute(line: String(line)) }
    return shell
  }

  @Test(arguments: [
    ("append-items q", "state"),
    ("reconfigure-items a", "workingMarks"),
    ("apply-reload-data", "cellStatistics"),
    ("scroll-to Folder:f", "viewport"),
    ("select a", "selection"),
    ("expand Folder:f", "trees"),
    ("tap Todo:t", "controllers"),
    ("data-source classic", "dataSource"),
    ("view table", "viewKind"),
    ("section-snapshot s", "prompt"),
    ("append-items \\", "continuing"),
  ])
  func eachPartIsCompared(command: String, part: String) {
    let shell = Self.shell(
      """
      set viewport 2
      append-sections s
      append-items Todo:t a b c Folder:f
      apply
      section-snapshot s --current
      append File:x to Folder:f
      apply
      """)
    let before = SessionRecord(shell)
    #expect(SessionRecord(shell) == before ? true : false)
    #expect(shell.execute(line: command) != .failed, "\(command)")
    let after = SessionRecord(shell)
    #expect(after != before ? true : false, "\(command)")
    #expect(after.changes(from: before).contains(part), "\(command): \(after.changes(from: before))")
  }
}
