// One fuzz input, run the way a script runs: the bytes are split into lines and fed to a fresh shell one at a time
// (`Shell.execute(line:)`, then `finishInput()`), going on after failures. Shared by the libFuzzer target
// (Fuzz/Sources/FuzzShell links this file) and the corpus replay test, so both hold the shell to the same rules:
// nothing may crash, and a command that fails must leave the whole state (SessionRecord, SessionFingerprint.swift) as
// it was. The state is taken as values before each line and compared only when the line failed: no text is rendered.
@testable import LKShell

@MainActor
enum FuzzDriver {
  /// The bytes of a script as its physical lines: split at `\n`, a trailing `\r` dropped, invalid UTF-8 repaired
  /// (the script runner reads files the same way).
  static func lines(of bytes: some Collection<UInt8>) -> [String] {
    bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
      String(decoding: line.last == 0x0D ? line.dropLast() : line[...], as: UTF8.self)
    }
  }

  /// Runs `bytes` as a script in a fresh shell and returns the broken rules (empty when the run was clean).
  /// A crash is not returned: it stops the process, which is what the fuzzer looks for.
  static func run(_ bytes: some Collection<UInt8>, format: Shell.Format = .text) -> [String] {
    let output = CapturedOutput()
    let shell = Shell(configuration: Shell.Configuration(format: format, keepGoing: true), output: output)
    var problems: [String] = []
    // `expect error|warning` turns the next command's failure into success and its success into a failure, so that
    // command is not held to "a failure changes nothing".
    var expectationPending = false
    for (index, physicalLine) in lines(of: bytes).enumerated() {
      // The line is lexed once here, for the driver's own questions (too huge to run? what commands?).
      let scanned = try? Lexer.scan(physicalLine)
      let huge = isHuge(scanned)
      let line = huge ? "" : physicalLine
      let commands = shell.isContinuing ? nil : huge ? [] : Self.commands(of: scanned)
      let checked = !shell.isContinuing && !expectationPending && isHeldToNoChange(commands)
      let before = checked ? SessionRecord(shell) : nil
      let outcome = shell.execute(line: line, file: "fuzz", lineNumber: index + 1)
      if let commands, !commands.isEmpty { expectationPending = commands.contains(where: isErrorOrWarningExpectation) }
      if case .quit = outcome { return problems }
      if let before, outcome == .failed {
        let after = SessionRecord(shell)
        if after != before {
          problems.append(
            "line \(index + 1) failed but changed the state (\(after.changes(from: before).joined(separator: ", "))):"
              + " \(line.debugDescription)")
        }
      }
    }
    _ = shell.finishInput()
    return problems
  }

  /// Arguments beyond which a command is left out: commands within the shell's limits but this large are correct
  /// and slow (linear in their size: `delete-items {1..2000000}` takes a minute in a sanitized build), so the fuzzer
  /// would spend its time on them and report them as timeouts. Five hundred words reach the paths ten thousand do
  /// (a section of them spans several leaves of its tree, of about a hundred items each, and more rows than any
  /// viewport); at 20,000 the campaign spent a fifth of its time expanding braces and appending what they made.
  static let hugeCommand = (words: 500, characters: 50_000)

  /// True when a command of `line` expands to more than `hugeCommand` but not beyond the shell's limits (beyond
  /// them it fails at once, which is worth fuzzing).
  static func isHuge(_ line: String) -> Bool { isHuge(try? Lexer.scan(line)) }

  static func isHuge(_ scanned: Lexer.Scan?) -> Bool {
    guard case .complete(let commands)? = scanned else { return false }
    return commands.contains { words in
      do throws(BraceExpansionError) {
        _ = try BraceExpansion.expand(
          words: words, wordLimit: hugeCommand.words, characterLimit: hugeCommand.characters)
        return false
      } catch {
        switch error {
        case .tooManyWords(let count, _): return count <= BraceExpansion.defaultWordLimit
        case .tooManyCharacters(let bound, _): return bound <= BraceExpansion.defaultCharacterLimit
        default: return false
        }
      }
    }
  }

  /// The commands of a complete line, as the lexer scanned it; `[]` for one that does not lex (it fails as a whole),
  /// nil for one that continues on the next line.
  static func commands(of scanned: Lexer.Scan?) -> [[Word]]? {
    switch scanned {
    case .complete(let commands)?: commands
    case .needsMoreInput?: nil
    case nil: []
    }
  }

  /// True for a line held to "a failure changes nothing": at most one command (with `;`, the commands before the
  /// failing one stay done), and not `run` (nor the commands of the script it ran before failing).
  static func isHeldToNoChange(_ commands: [[Word]]?) -> Bool {
    guard let commands, commands.count <= 1 else { return false }
    // A rejected `commit` ends its batch: the model and the view are as they were before `batch` (docs/language.md
    // §8), not before `commit`.
    return !(commands.first?.first.map { isPrefix($0, of: ["run", "commit"]) } ?? false)
  }

  /// `expect error` or `expect warning`, in any abbreviation the command table accepts (or more).
  static func isErrorOrWarningExpectation(_ words: [Word]) -> Bool {
    words.count > 1 && isPrefix(words[0], of: ["expect"]) && isPrefix(words[1], of: ["error", "warning"])
  }

  static func isPrefix(_ word: Word, of names: [String]) -> Bool {
    !word.text.isEmpty && names.contains { $0.hasPrefix(word.text) }
  }
}
