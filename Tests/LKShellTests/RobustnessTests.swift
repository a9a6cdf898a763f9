// Robustness: a generated corpus of malformed and hostile lines is fed to a shell whose session holds real state
// (sections, items, a stored outline tree, content, history, lazy children, a selection, a scrolled viewport,
// pending edits with marks). Every line must fail with an error, or be a harmless no-op the corpus knows about;
// none may crash, and the complete state afterwards must be identical to the state before.
import ListKitTestSupport
import Testing

@testable import LKShell

/// What a hostile line must do.
enum HostileOutcome: Sendable {
  /// Fail with an error message and change nothing.
  case error
  /// Succeed and change nothing (comments, blank lines, deleting what is not there, printing).
  case harmless
}

struct HostileLine: Sendable, CustomStringConvertible {
  var text: String
  var outcome: HostileOutcome
  var description: String {
    let shown = text.count > 60 ? String(text.prefix(60)) + "… (\(text.count) characters)" : text
    return shown.debugDescription
  }
}

enum HostileCorpus {
  /// Lines that must fail outside a section-snapshot context.
  static let errorsOutside: [String] = [
    // unknown commands
    "frobnicate", "APPLY", "Apply", "apply!", "appendsections main", "append_items a", "sectionsnapshot tree",
    "ap", "app", "re", "e", "s", "-", "--", "--help", "-c", "lks", "sudo apply", "ls", "cd /", "exit()", "quit()",
    ":", "::", "Banner:1", "{", "}", "{}", "{a,b}", "\"\"", "''", "' '", "\\\\", "$HOME", "`ls`",
    // missing arguments
    "append-sections", "insert-sections", "insert-sections a", "insert-sections a before",
    "insert-sections before main",
    "delete-sections", "move-section", "move-section a", "move-section a before", "reload-sections", "append-items",
    "append-items to main", "append-items a to", "insert-items", "insert-items a", "insert-items a before",
    "insert-items before a", "delete-items", "move-item", "move-item a", "move-item a before", "reload-items",
    "reconfigure-items", "section-snapshot", "set-content", "set-content a", "scroll-to", "select", "on-expand",
    "on-expand Folder:a", "show tree", "info", "run", "set viewport", "set color", "set format",
    "set timing", "set auto-reconfigure", "set animate", "expect", "expect layout", "expect sections", "expect count",
    "expect count items", "expect diff", "expect cell", "expect cell a",
    // wrong shapes and extra arguments
    "insert-sections a beside main", "move-section a around b", "move-item a under b", "insert-items a between b",
    "append-items a to main to more", "append-items a to main extra", "apply now", "apply --now",
    "apply --no-animation x",
    "apply-reload-data x", "revert x", "new-snapshot x", "delete-all-items x", "types x", "history x", "undo 1",
    "redo 1", "show layout x", "show cells x", "show snapshot x", "show diff x", "show everything", "show tree a b",
    "quit now", "exit 0", "set viewport 0", "set viewport -1", "set viewport x", "set viewport 1.5",
    "set viewport 99999999999999999999999", "set color purple", "set format xml", "set timing maybe",
    "set auto-reconfigure yes", "set animate 1", "set nothing on", "set viewport 5 6", "expect count items x",
    "expect count things 1", "expect count items -1", "expect diff bogus=1", "expect diff inserted=x",
    "expect diff inserted", "expect diff inserted=1 inserted=1", "expect diff =1", "expect nothing",
    "expect layout main",
    "help nonexistent", "help apply extra", "help app", "scroll-to 0.x", "scroll-to x.0", "scroll-to 1.2.3",
    // unknown identifiers
    "move-item ghost before a", "move-item a before ghost", "insert-items x before ghost", "insert-items x after ghost",
    "reload-items ghost", "reconfigure-items ghost", "reload-items a ghost", "append-items x to ghost",
    "move-section ghost before main", "move-section main after ghost", "insert-sections x before ghost",
    "reload-sections ghost", "reload-sections main ghost", "scroll-to ghost", "scroll-to 9.9", "scroll-to 0.999999",
    "scroll-to -1.0", "select ghost", "set-content ghost hello", "info ghost", "info Banner:ghost", "show tree ghost",
    "expand ghost", "collapse ghost", "expand Folder:ghost", "expect cell ghost x", "expect layout ghost:",
    "run /nonexistent/file.lks", "run ''", "run /", "Widget:1",
    "append-items Widget:1", "append-items Banner:", "append-items Text:", "delete-items Widget:2",
    // view state: taps and checkboxes of what has none, or is not on screen
    "tap", "tap a b", "tap ghost", "tap a", "tap Banner:1", "tap Todo:ghost", "tap Folder:a", "expect checkbox",
    "expect checkbox a", "expect checkbox a maybe", "expect checkbox a on", "expect checkbox Todo:ghost off",
    "expect checkbox Banner:1 on",
    // failing expectations
    "expect count items 999", "expect count sections 0", "expect sections nope", "expect sections more main",
    "expect layout main: z", "expect layout main:", "expect diff inserted=999", "expect cell a nothing-like-this",
    // duplicates and existing identifiers
    "append-items x x", "append-items Banner:1 Banner:1", "append-sections main", "append-sections q q",
    "append-sections main more", "insert-sections main before more", "insert-sections q q before main",
    "reload-items a a", "delete-items a a", "delete-sections main main", "reconfigure-items b b",
    "insert-items x x before a", "insert-items a before a", "move-item a after a", "move-section main before main",
    "on-expand Folder:a File:z File:z", "on-expand Folder:a Folder:a",
    // self-relative and cross-context
    "append a", "insert a before b", "delete a", "end",
    // unterminated quotes
    "append-items \"abc", "echo 'x", "append-sections \"a", "set-content a \"unfinished", "\"", "'", "info \"a",
    // huge ranges
    "append-items {1..99999999999}", "append-items {1..100000}{1..100000}", "append-items x{1..9999999999999999999999}",
    "{1..100000}{1..100000}", "append-items {a..z}{a..z}{a..z}{a..z}{a..z}", "delete-items {1..3000000}",
    "append-items {1..10}{1..10}{1..10}{1..10}{1..10}{1..10}{1..10}",
    // table views (docs/language.md §7): missing and wrong arguments, unknown rows, refusals (can-edit and can-move
    // are off), a table-only setting on a collection view
    "view", "view tables", "view table collection", "set-header", "set-header main", "set-footer",
    "set-footer main", "swipe-delete", "swipe-delete ghost", "swipe-delete a b", "swipe-delete a", "drag", "drag a",
    "drag a before", "drag a beside b", "drag ghost before a", "drag a before ghost", "drag a before a",
    "drag b before a", "set row-animation", "set row-animation bounce", "set row-animation fade", "set can-edit",
    "set can-edit maybe", "set can-move", "set can-move 1",
    // lone keywords and flags
    "before", "after", "to", "on", "off", "--current", "--no-animation", "--json", "layout", "items", "sections",
    "snapshot", "diff", "tree", "cells", "error", "warning", "count", "true", "null",
  ]

  /// Lines that must fail inside a section-snapshot context.
  static let errorsInside: [String] = [
    "section-snapshot main", "section-snapshot tree --current", "append", "append a to ghost", "append Folder:a",
    "append x x", "insert x before ghost", "insert x after ghost", "insert", "delete ghost", "delete File:ghost",
    "delete", "expand", "collapse", "apply now", "end now", "append-items", "move-item a before a",
  ]

  /// Lines that succeed and change nothing.
  static let harmless: [String] = [
    "", " ", "\t", "   \t  ", "{,}", "# a comment", "#", "   # indented comment", "# apply", "#!/usr/bin/env lks",
    "delete-items ghost", "delete-items ghost Banner:ghost", "delete-sections ghost", "echo", "echo hello",
    "echo \"quoted # not a comment\"", "show", "show layout", "show snapshot", "show diff", "show cells",
    "show tree main", "info a", "info main", "types", "history", "help", "help apply", "help append-s",
    "set viewport 5", "set", "show settings",
    "expect count sections 3", "expect sections main more tree", "expect layout more: c d",
  ]

  static func junk(_ generator: inout SplitMix64, length: Int) -> String {
    // No letters (so no word can name a command), no `#` first (a comment), no trailing backslash (a continuation).
    let alphabet: [Character] = Array(
      "{}[]()<>,.;:!?@$%^&*-_=+|/~`'\"\\0123456789 \t\u{1}\u{2}\u{7}\u{8}\u{1B}\u{7F}\u{FFFD}\u{200B}é漢🙂\u{0301}")
    var text = String(["\u{1}", "\u{FFFD}", "%", "{", "\u{1B}", "0", "@"].randomElement(using: &generator)!)
    for _ in 0..<length { text.append(alphabet.randomElement(using: &generator)!) }
    while text.last == "\\" { text.removeLast() }
    return text
  }

  /// Invalid UTF-8 becomes replacement characters through `String(decoding:as:)`.
  static func invalidUTF8(_ generator: inout SplitMix64) -> String {
    var bytes: [UInt8] = [[0xFF, 0xC0, 0x80, 0xFE, 0xED].randomElement(using: &generator)!]
    for _ in 0..<Int.random(in: 1...12, using: &generator) {
      bytes.append(UInt8.random(in: 0...255, using: &generator))
    }
    bytes.removeAll { $0 == 0x0A || $0 == 0x0D || $0 == 0x5C || $0 == 0x23 }  // newline, backslash, #
    return String(decoding: bytes, as: UTF8.self)
  }

  static var outside: [HostileLine] {
    // Seeded, so a failure names a line that reproduces.
    var generator = SplitMix64(seed: 0x1234_5678)
    var lines = errorsOutside.map { HostileLine(text: $0, outcome: .error) }
    lines += harmless.map { HostileLine(text: $0, outcome: .harmless) }
    // Error lines again with a control character glued to the command word (then no command matches).
    for (index, base) in errorsOutside.prefix(150).enumerated() {
      let glue = ["\u{0}", "\u{1B}[31m", "\u{7F}", "\u{FFFD}", "\u{200B}"][index % 5]
      lines.append(HostileLine(text: glue + base, outcome: .error))
    }
    for _ in 0..<150 {
      lines.append(
        HostileLine(text: junk(&generator, length: Int.random(in: 0...40, using: &generator)), outcome: .error))
    }
    for _ in 0..<60 { lines.append(HostileLine(text: invalidUTF8(&generator), outcome: .error)) }
    // Very long lines (100,000 characters).
    let long = String(repeating: "x", count: 100_000)
    lines += [
      HostileLine(text: "frobnicate " + long, outcome: .error),
      HostileLine(text: long, outcome: .error),
      HostileLine(text: "append-items \(long) \(long)", outcome: .error),
      HostileLine(text: "append-items \"" + long, outcome: .error),
      HostileLine(text: "move-item \(long) before a", outcome: .error),
      HostileLine(text: "append-sections " + String(repeating: "s ", count: 50_000), outcome: .error),
      HostileLine(text: "# " + long, outcome: .harmless),
      HostileLine(text: "echo " + long, outcome: .harmless),
      HostileLine(text: "delete-items " + long, outcome: .harmless),
      HostileLine(text: String(repeating: " ", count: 100_000), outcome: .harmless),
      HostileLine(text: String(repeating: "{", count: 100_000), outcome: .error),
      HostileLine(text: "append-items " + String(repeating: "{a,b}", count: 40), outcome: .error),
    ]
    return lines
  }

  static var inside: [HostileLine] { errorsInside.map { HostileLine(text: $0, outcome: .error) } }
}

@MainActor
@Suite struct RobustnessTests {
  /// A shell with every kind of state: two flat sections and an outline, content, history, lazy children, a
  /// selection, a scrolled viewport, and pending edits with marks in the working snapshot.
  static func preparedShell() -> (Shell, CapturedOutput) {
    let output = CapturedOutput()
    let shell = Shell(configuration: Shell.Configuration(format: .text), output: output)
    shell.session.view.tracksRowIdentities = true
    let setup = [
      "append-sections main more", "append-items a b Banner:1 Product:1 to main", "append-items c d to more", "apply",
      "section-snapshot tree", "append Folder:a Folder:b", "append File:x File:y to Folder:a", "expand Folder:a",
      "apply", "set-content a Alpha", "reconfigure-items a", "apply", "set-content b Beta",
      "on-expand Folder:b File:lazy", "set viewport 5", "scroll-to d", "select c", "append-items e to more",
      "reload-items a", "move-item b before a", "delete-items e",
    ]
    for (index, line) in setup.enumerated() {
      let outcome = shell.execute(line: line, file: "setup", lineNumber: index + 1)
      precondition(outcome == .ok, "setup line failed: \(line)\n\(output.standardError)")
    }
    return (shell, output)
  }

  static func fingerprint(_ shell: Shell) -> [String] {
    shell.session.fingerprint + ["prompt: \(shell.prompt)", "continuing: \(shell.isContinuing)"]
  }

  func check(_ lines: [HostileLine], in shell: Shell, output: CapturedOutput) {
    let before = Self.fingerprint(shell)
    for (index, line) in lines.enumerated() {
      let errorsBefore = output.standardError.count
      let outcome = shell.execute(line: line.text, file: "hostile", lineNumber: index + 1)
      let printedError = output.standardError.count > errorsBefore
      switch line.outcome {
      case .error:
        #expect(outcome == .failed, "expected an error for \(line)")
        #expect(printedError, "no error message for \(line)")
      case .harmless:
        #expect(outcome == .ok, "expected \(line) to succeed harmlessly")
        #expect(!printedError, "unexpected error for \(line): \(output.standardError.suffix(300))")
      }
      let after = Self.fingerprint(shell)
      if after != before {
        let difference = zip(before, after).first { $0 != $1 }
        Issue.record("state changed after \(line): \(difference.map { "\($0.0)\n  became\n\($0.1)" } ?? "line count")")
        return
      }
    }
  }

  @Test func hostileLinesOutsideAContext() {
    let (shell, output) = Self.preparedShell()
    check(HostileCorpus.outside, in: shell, output: output)
  }

  @Test func hostileLinesInsideASectionSnapshotContext() {
    let (shell, output) = Self.preparedShell()
    #expect(shell.execute(line: "section-snapshot tree --current") == .ok)
    #expect(shell.prompt == "lks[tree]> ")
    // Lines that mean something else inside the context (`append a`, `end`) are left out.
    let contextWords: Set<String> = ["append", "insert", "delete", "end", "expand", "collapse", "apply"]
    let outsideErrors = HostileCorpus.outside.filter { line in
      line.outcome == .error && !contextWords.contains(String(line.text.split(separator: " ").first ?? ""))
    }
    check(HostileCorpus.inside + outsideErrors.prefix(250), in: shell, output: output)
  }

  /// A trailing backslash continues a command: the line is incomplete, not an error; discarding it (Ctrl-C) restores
  /// everything, and a hostile continuation fails as a whole.
  @Test func hostileContinuations() {
    let (shell, output) = Self.preparedShell()
    let before = Self.fingerprint(shell)
    #expect(shell.execute(line: "\\") == .ok)
    #expect(shell.isContinuing)
    #expect(shell.prompt == "...> ")
    shell.discardIncompleteCommand()
    #expect(Self.fingerprint(shell) == before)
    #expect(shell.execute(line: "append-items \\") == .ok)
    #expect(shell.execute(line: "x x") == .failed)
    #expect(output.standardError.contains("not unique"))
    #expect(shell.execute(line: "frob\\") == .ok)
    #expect(shell.finishInput() == .failed)
    #expect(Self.fingerprint(shell) == before)
  }

  @Test func hostileLinesInJSONMode() {
    let (shell, output) = Self.preparedShell()
    #expect(shell.execute(line: "set format json") == .ok)
    let before = Self.fingerprint(shell)
    for line in HostileCorpus.outside where line.outcome == .error {
      let count = output.standardOutput.count
      #expect(shell.execute(line: line.text, file: "hostile", lineNumber: 7) == .failed)
      let printed = output.standardOutput.dropFirst(count)
      #expect(printed.hasPrefix("{\"event\":\"error\",\"line\":7,\"message\":"), "\(line): \(printed.prefix(200))")
      #expect(printed.hasSuffix(",\"file\":\"hostile\"}\n"), "\(line): \(printed.suffix(200))")
    }
    #expect(Self.fingerprint(shell) == before)
  }
}
