// Issue 8's line rules through the whole shell: `;` on every line, `#` at a word's start, script arguments,
// invalid UTF-8 in scripts, and identifiers printed so they can be typed back.
import Foundation
import Testing

@testable import LKShell

@MainActor
@Suite struct LineRulesTests {
  func script(_ text: String, name: String = "script.lks") throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lks-lines-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  func shell() -> (Shell, CapturedOutput) {
    let output = CapturedOutput()
    return (Shell(output: output), output)
  }

  // Issue 8 #3: typed or in a script, `append-sections m; apply` created the sections `m;` and `apply`.
  @Test func semicolonSeparatesCommandsTypedAndInScripts() throws {
    let (typed, typedOutput) = shell()
    #expect(typed.execute(line: "append-sections m; apply") == .ok)
    #expect(typed.session.applied.sectionIdentifiers == ["m"])
    #expect(typed.execute(line: "expect sections m; echo 'a;b' \"c;d\"") == .ok)
    #expect(typedOutput.standardOutput.hasSuffix("a;b c;d\n"))

    let (scripted, _) = shell()
    let path = try script("append-sections m; append-items a b\\\n c; apply\nexpect layout m: a b c # done\n")
    #expect(scripted.runScript(atPath: path) == ExitStatus.success)
  }

  @Test func aFailingCommandStopsTheRestOfItsLine() {
    let (shell, output) = shell()
    #expect(shell.execute(line: "append-sections m; append-items a a; echo after") == .failed)
    #expect(!output.standardOutput.contains("after"))
    #expect(shell.execute(line: "expect error not unique; append-items a a; echo after") == .ok)
    #expect(output.standardOutput.contains("after"))
  }

  // Issue 8: `#` in the middle of a word started a comment.
  @Test func hashInsideAWordIsPartOfIt() {
    let (shell, _) = shell()
    #expect(shell.execute(line: "append-sections m; append-items issue#42; apply # a comment; echo no") == .ok)
    #expect(shell.session.applied.itemIdentifiers.map(\.displayKey) == ["issue#42"])
  }

  // Issue 8 #9: `lks FILE.lks A B` dropped its arguments (`$1` printed `$1`).
  @Test func scriptArgumentsReachTheScriptsWords() throws {
    let (shell, output) = shell()
    let path = try script(
      "append-sections $1\nappend-items $@ to $1\napply\necho $# '$1' \\$1\nexpect layout $1: $1 $2 \"$3\"\n")
    #expect(shell.runScript(atPath: path, arguments: ["main", "b", "c d"]) == ExitStatus.success)
    #expect(output.standardOutput.contains("3 $1 $1\n"))
    #expect(shell.session.applied.itemIdentifiers.map(\.displayKey) == ["main", "b", "c d"])
  }

  @Test func anUnsetArgumentIsAnErrorNamingItAndTheLine() throws {
    let (shell, output) = shell()
    let path = try script("append-sections main\nappend-items $2\n")
    #expect(shell.runScript(atPath: path, arguments: ["x"]) == ExitStatus.failure)
    #expect(output.standardError.contains("script.lks:2: error: "))
    #expect(output.standardError.contains("$2 at column 14 is not set: the script was given 1 argument"))
    #expect(shell.session.working.itemIdentifiers.isEmpty)
  }

  @Test func outsideScriptsADollarIsText() {
    let (shell, _) = shell()
    #expect(shell.execute(line: "append-sections $1; apply") == .ok)
    #expect(shell.session.applied.sectionIdentifiers == ["$1"])
  }
}

@MainActor
@Suite struct ScriptEncodingTests {
  func write(_ bytes: [UInt8]) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("lks-utf8-\(UUID().uuidString).lks")
    try Data(bytes).write(to: url)
    return url.path
  }

  // Issue 8: invalid UTF-8 in a script was silently read as U+FFFD (an item named "a\u{FFFD}").
  @Test func invalidUTF8IsAnErrorNamingTheLine() throws {
    let path = try write(Array("append-sections main\r\nappend-items a".utf8) + [0xFF] + Array("b\napply\n".utf8))
    let output = CapturedOutput()
    let shell = Shell(output: output)
    #expect(shell.runScript(atPath: path) == ExitStatus.failure)
    #expect(
      output.standardError
        == "\(path):2: error: invalid UTF-8: byte 0xFF at byte 15 of the line (save the script as UTF-8)\n")
    #expect(shell.session.working.sectionIdentifiers.isEmpty)

    let outer = try write(Array("run \(path)\n".utf8))
    let nested = CapturedOutput()
    #expect(Shell(output: nested).runScript(atPath: outer) == ExitStatus.failure)
    #expect(nested.standardError.contains("\(outer):1: error: run: \(path):2: invalid UTF-8: byte 0xFF"))
  }

  @Test func byteOrderMarkAndCRLFStillWork() throws {
    let path = try write(
      [0xEF, 0xBB, 0xBF] + Array("append-sections é\r\nappend-items a\r\napply\r\nexpect layout é: a\r\n".utf8))
    let output = CapturedOutput()
    #expect(Shell(output: output).runScript(atPath: path) == ExitStatus.success, "\(output.standardError)")
  }
}

@MainActor
@Suite struct NestedRunArgumentsTests {
  // `run FILE ARGS` (an extension of §3's `run FILE`): the nested script gets its own `$1`…, the caller keeps its own.
  @Test func runPassesArgumentsToTheNestedScript() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lks-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try "append-items $@ to $1\necho inner $#\n".write(
      to: directory.appendingPathComponent("add.lks"), atomically: true, encoding: .utf8)
    let outer = directory.appendingPathComponent("outer.lks")
    try "append-sections $1\nrun add.lks $1 \"x y\" z\necho outer $# $1\napply\nexpect layout $1: $1 \"x y\" z\n".write(
      to: outer, atomically: true, encoding: .utf8)
    let output = CapturedOutput()
    #expect(Shell(output: output).runScript(atPath: outer.path, arguments: ["main"]) == ExitStatus.success)
    #expect(output.standardOutput.contains("inner 3\nouter 1 main\n"), "\(output.combined)")
  }
}

@MainActor
@Suite struct InteractiveHooksTests {
  @Test func helpGoesThroughThePagerWhenItTakesIt() {
    let output = CapturedOutput()
    let shell = Shell(output: output)
    var paged: [String] = []
    shell.pager = { text in
      paged.append(text)
      return true
    }
    #expect(shell.execute(line: "help; help apply") == .ok)
    #expect(paged.count == 2 && paged[0].contains("append-items") && paged[1].contains("apply"))
    #expect(output.standardOutput.isEmpty)
    shell.pager = { _ in false }
    #expect(shell.execute(line: "help apply") == .ok)
    #expect(output.standardOutput.contains("apply"))
  }

  @Test func anInterruptionStopsTheRestOfTheLine() {
    let output = CapturedOutput()
    let shell = Shell(output: output)
    shell.interruptionRequested = { true }
    #expect(shell.execute(line: "echo first; echo second") == .ok)
    #expect(output.standardOutput == "first\n")
  }
}

@MainActor
@Suite struct PrintedIdentifiersTests {
  // Issue 8: `"a\x1b[2Jb"` cleared the screen when its layout was printed; identifiers print so they can be typed.
  @Test func controlCharactersNeverReachTheTerminalRaw() {
    let output = CapturedOutput()
    let shell = Shell(output: output)
    #expect(
      shell.execute(line: #"append-sections $'s\x1b[2J'; append-items $'a\x1b[2Jb' "with space" "Banner:1"; apply"#)
        == .ok)
    #expect(!output.standardOutput.contains("\u{1B}"))
    #expect(output.standardOutput.contains(#"section $'s\x1b[2J' (3 items)"#))
    #expect(output.standardOutput.contains(#"$'a\x1b[2Jb'  $'a\x1b[2Jb'"#))
    #expect(output.standardOutput.contains(#""with space""#) && output.standardOutput.contains(#""Banner:1""#))
  }
}

@MainActor
@Suite struct PrintedSectionsTests {
  @Test func inspectionOutputPrintsSectionsAndTextsEscaped() {
    let output = CapturedOutput()
    let shell = Shell(output: output)
    #expect(
      shell.execute(
        line:
          #"append-sections $'s\x1b[2J'; append-items "a b"; apply; set-content "a b" $'x\x07'; show snapshot; info "a b""#
      )
        == .ok)
    #expect(!output.standardOutput.contains("\u{1B}") && !output.standardOutput.contains("\u{07}"))
    #expect(output.standardOutput.contains(#"  $'s\x1b[2J': "a b""#))
    #expect(output.standardOutput.contains(#"model content $'x\x07'"#))
  }
}
