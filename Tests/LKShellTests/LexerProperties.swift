// What the lexer promises for any text, checked by the lexer fuzz target (Fuzz/Sources/FuzzLexer links this file)
// and by the corpus replay test (FuzzCorpusTests).
@testable import LKShell

enum LexerProperties {
  /// The broken promises for `text` (empty when none): scanning (with and without script arguments) and continuing
  /// never crash, and every word survives `IdentifierSyntax.word`: written as the shell prints it and lexed again,
  /// each word, each command and the whole line come back unchanged.
  static func check(_ text: String) -> [String] {
    var problems: [String] = []
    _ = try? Lexer.scan(text, arguments: ScriptArguments(script: "fuzz.lks", values: ["a b", "$1", "{1..3}", ""]))
    var continuation = LineContinuation()
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      _ = continuation.append(String(line))
    }
    _ = continuation.finish()
    guard case .complete(let commands)? = try? Lexer.scan(text) else { return problems }
    let texts = commands.map { $0.map(\.text) }
    for word in commands.joined() {
      for quotingTypedItemPrefix in [false, true] {
        let written = IdentifierSyntax.word(word.text, quotingTypedItemPrefix: quotingTypedItemPrefix)
        let again = (try? Lexer.words(in: written))?.map(\.text)
        if again != [word.text] {
          problems.append(
            "\(word.text.debugDescription) written as \(written.debugDescription) lexes as \(again.debugDescription)")
        }
      }
    }
    let written = texts.map { $0.map { IdentifierSyntax.word($0) }.joined(separator: " ") }.joined(separator: "; ")
    if let again = try? Lexer.commands(in: written), again.map({ $0.map(\.text) }) != texts {
      problems.append("the commands of \(text.debugDescription), written again as \(written.debugDescription), differ")
    }
    return problems
  }
}
