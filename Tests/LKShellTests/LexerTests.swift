// Lexer: words, quotes, escapes, comments, continuation, `;` splitting, script arguments, identifier printing and
// errors with columns.
import ListKitTestSupport
import Testing

@testable import LKShell

@Suite struct LexerTests {
  func texts(_ line: String) throws -> [String] { try Lexer.words(in: line).map(\.text) }

  @Test func splitsOnWhiteSpace() throws {
    #expect(try texts("  append-items\ta  b\r") == ["append-items", "a", "b"])
    #expect(try texts("") == [])
    #expect(try texts("   ") == [])
  }

  @Test func quotesMakeOneWord() throws {
    #expect(try texts(#"append-items "big box" 'it''s' x"#) == ["append-items", "big box", "its", "x"])
    #expect(try texts(#"echo "say \"hi\" \\ \n""#) == ["echo", #"say "hi" \ \n"#])
    #expect(try texts(#"echo 'no \" escapes'"#) == ["echo", #"no \" escapes"#])
    #expect(try texts(#"echo """#) == ["echo", ""])
  }

  @Test func quotedWordsRecordTheirUnquotedPrefix() throws {
    let words = try Lexer.words(in: #"Product:"big box" "Note: hi" plain"#)
    #expect(words[0] == Word("Product:big box", column: 1, isQuoted: true, unquotedPrefixLength: 8))
    #expect(words[1].isQuoted && words[1].unquotedPrefixLength == 0)
    #expect(!words[2].isQuoted && words[2].unquotedPrefixLength == 5)
    #expect(words[1].column == 19 && words[2].column == 30)
  }

  @Test func backslashEscapesOutsideQuotes() throws {
    #expect(try texts(##"echo a\ b \#c \;"##) == ["echo", "a b", "#c", ";"])
    #expect(try Lexer.words(in: #"\to"#)[0].isKeyword("to") == false)
  }

  @Test func commentsStartAtAnUnquotedHash() throws {
    #expect(try texts("# a comment") == [])
    #expect(try texts("append-items a # b c") == ["append-items", "a"])
    #expect(try texts(##"echo "#not" '#no'"##) == ["echo", "#not", "#no"])
  }

  @Test func trailingBackslashAsksForMore() throws {
    #expect(try Lexer.scan("append-items a \\") == .needsMoreInput)
    #expect(
      try Lexer.scan("echo a\\\\")
        == .complete([[Word("echo"), Word("a\\", column: 6, isQuoted: true, unquotedPrefixLength: 1)]]))
    #expect(try Lexer.scan("echo # comment \\") == .complete([[Word("echo")]]))
    #expect(throws: LexError.danglingBackslash(column: 7)) { try Lexer.words(in: "echo a\\") }
  }

  @Test func continuationJoinsPhysicalLines() {
    var continuation = LineContinuation()
    #expect(continuation.append("append-items a \\") == nil)
    #expect(continuation.isIncomplete)
    #expect(continuation.append("b\\") == nil)
    #expect(continuation.append("c to main") == "append-items a bc to main")
    #expect(!continuation.isIncomplete)
    #expect(continuation.append("echo 'x") == "echo 'x")
    #expect(continuation.append("echo \\") == nil)
    #expect(continuation.finish() == "echo ")
    #expect(continuation.finish() == nil)
  }

  @Test func unterminatedQuotesReportTheirColumn() {
    #expect(throws: LexError.unterminatedQuote(quote: "\"", column: 14)) { try Lexer.words(in: #"append-items "a b"#) }
    #expect(throws: LexError.unterminatedQuote(quote: "'", column: 6)) { try Lexer.words(in: "echo 'it") }
    let error = LexError.unterminatedQuote(quote: "\"", column: 14)
    #expect(error.description == #"unterminated " quote starting at column 14"#)
    #expect(error.column == 14)
  }

  func commands(_ line: String, _ arguments: ScriptArguments? = nil) throws -> [[String]] {
    try Lexer.commands(in: line, arguments: arguments).map { $0.map(\.text) }
  }

  // Issue 8 #3: `;` separated commands only in `-c`; typed or in a script `append-sections m; apply` made the
  // sections `m;` and `apply`.
  @Test func semicolonsSeparateCommandsOutsideQuotes() throws {
    #expect(try commands("append-sections m; apply") == [["append-sections", "m"], ["apply"]])
    #expect(
      try commands("append-sections main;append-items a;apply") == [
        ["append-sections", "main"], ["append-items", "a"], ["apply"],
      ])
    #expect(try commands(#"echo "a; b"; echo 'c;d' \; e"#) == [["echo", "a; b"], ["echo", "c;d", ";", "e"]])
    #expect(try commands("; echo a;;  echo b; ") == [["echo", "a"], ["echo", "b"]])
    #expect(try commands("echo a # c; d") == [["echo", "a"]])
    #expect(try commands("echo a;# c; d") == [["echo", "a"]])
    #expect(try Lexer.scan("echo a; echo b \\") == .needsMoreInput)
    #expect(try Lexer.commands(in: "echo a; echo b")[1][1].column == 14)
    #expect(throws: LexError.severalCommands(column: 9)) { try Lexer.words(in: "echo a; echo b") }
    #expect(throws: LexError.unterminatedQuote(quote: "\"", column: 9)) { try Lexer.commands(in: #"echo a; "b"#) }
  }

  // Issue 8 (small ones): `#` in the middle of a word started a comment; §9: only at a word's start.
  @Test func hashStartsACommentOnlyAtAWordsStart() throws {
    #expect(try texts("append-items issue#42 #x y") == ["append-items", "issue#42"])
    #expect(try texts(##"echo "a"#b {x,#y}"##) == ["echo", "a#b", "{x,#y}"])
    #expect(try texts("echo\t#tab") == ["echo"])
  }

  // Issue 8 #9: script arguments were accepted and dropped (`$1` printed `$1`).
  @Test func scriptArgumentsAreSubstitutedOutsideSingleQuotes() throws {
    let arguments = ScriptArguments(script: "t.lks", values: ["main", "a b", "Banner:1"])
    #expect(try commands("append-sections $1", arguments) == [["append-sections", "main"]])
    #expect(
      try commands(#"echo $# $0 x$1y "$2" '$1' \$1 "\$1" $ $x"#, arguments)
        == [["echo", "3", "t.lks", "xmainy", "a b", "$1", "$1", "$1", "$", "$x"]])
    #expect(
      try commands("append-items $@ to ${1}", arguments) == [["append-items", "main", "a b", "Banner:1", "to", "main"]])
    #expect(try commands(#"echo "<$@>""#, arguments) == [["echo", "<main", "a b", "Banner:1>"]])
    #expect(try commands("echo x $@", ScriptArguments(script: "t")) == [["echo", "x"]])
    // An unquoted value reads as if typed (a typed item, braces expand) but is never split at blanks or `;`.
    let words = try Lexer.commands(in: #"append-items $3 "$3" $2"#, arguments: arguments)[0]
    #expect(!words[1].isQuoted && words[2].isQuoted && words[3].text == "a b")
    #expect(try commands("echo $1", ScriptArguments(script: "t", values: ["a;b #c"])) == [["echo", "a;b #c"]])
    // Outside scripts `$1` is text.
    #expect(try commands("echo $1 $@ $#") == [["echo", "$1", "$@", "$#"]])
  }

  @Test func anUnsetArgumentIsAnErrorNamingIt() {
    let arguments = ScriptArguments(script: "t.lks", values: ["a"])
    #expect(throws: LexError.unsetArgument(name: "$2", count: 1, column: 14)) {
      try Lexer.commands(in: "append-items $2", arguments: arguments)
    }
    #expect(throws: LexError.unsetArgument(name: "${10}", count: 1, column: 6)) {
      try Lexer.commands(in: "echo ${10}", arguments: arguments)
    }
    #expect(
      LexError.unsetArgument(name: "$2", count: 1, column: 13).description
        == #"$2 at column 13 is not set: the script was given 1 argument (write \$2 for a literal $2)"#)
  }

  @Test func ansiCQuotesReadEscapes() throws {
    #expect(
      try texts(#"echo $'a\x1b[2Jb' $'it\'s' $'\t\n\r\e\\' $'\u00e9\U0001F600\101\q\x'"#)
        == ["echo", "a\u{1B}[2Jb", "it's", "\t\n\r\u{1B}\\", "é😀A\\q\\x"])
    #expect(try Lexer.words(in: "echo $'x'")[1].isQuoted)
    #expect(throws: LexError.unterminatedQuote(quote: "'", column: 6)) { try Lexer.words(in: "echo $'abc") }
    #expect(throws: LexError.invalidEscape(#"\uD800"#, column: 8)) { try Lexer.words(in: #"echo $'\uD800'"#) }
  }

  @Test func theLexerReadsScalarsSoACombiningMarkCannotHideAQuote() throws {
    #expect(try texts("echo \"\u{301}a b\"") == ["echo", "\u{301}a b"])
  }

  // Issue 8 (control characters reached the terminal raw) and §9: identifiers print so they can be typed back.
  @Test func identifiersPrintSoTheyCanBeTypedBack() {
    #expect(IdentifierSyntax.item(typeName: nil, id: "plain") == "plain")
    #expect(IdentifierSyntax.item(typeName: nil, id: "with space") == #""with space""#)
    #expect(IdentifierSyntax.item(typeName: nil, id: "Banner:1") == #""Banner:1""#)
    #expect(IdentifierSyntax.item(typeName: "Text", id: "Foo:1") == #""Foo:1""#)
    #expect(IdentifierSyntax.item(typeName: nil, id: "note:1") == "note:1")
    #expect(IdentifierSyntax.item(typeName: "Banner", id: "1") == "Banner:1")
    #expect(IdentifierSyntax.item(typeName: "Banner", id: "a b") == #"Banner:"a b""#)
    #expect(IdentifierSyntax.section("Banner:1") == "Banner:1")
    #expect(IdentifierSyntax.section("a\u{1B}[2Jb") == #"$'a\x1b[2Jb'"#)
    #expect(IdentifierSyntax.section("x\u{202E}y\u{85}") == #"$'x\u202ey\u0085'"#)
    #expect(IdentifierSyntax.section(#"say "hi" $1 \"#) == #""say \"hi\" \$1 \\""#)
    #expect(IdentifierSyntax.section("") == #""""#)
    for text in ["a;b", "#a", "a#b", "{1..3}", "it's"] { #expect(IdentifierSyntax.section(text).first == "\"") }
  }

  /// Random identifiers (quotes, escapes, control characters, combining marks, typed-item prefixes) print to one
  /// word that lexes back to the same text and, for items, the same kind of item.
  @Test func identifierSyntaxRoundTripsThroughTheLexer() throws {
    let alphabet: [Unicode.Scalar] = [
      "a", "B", "z", "0", "9", ":", " ", "\t", "\n", "\r", "\"", "'", "\\", "$", "#", ";", "{", "}", ",", ".", "-", "@",
      "\u{0}", "\u{7}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}", "\u{A0}", "\u{301}", "\u{200D}", "\u{2028}",
      "\u{202E}", "\u{2067}", "é", "ß", "😀", "\u{FEFF}",
    ]
    let typeNames = ParseContext.builtInTypeNames
    var generator = SplitMix64(seed: 0x1D_5EED)
    for _ in 0..<5_000 {
      var text = ""
      if generator.next() % 4 == 0 { text += ["Banner:", "Foo:", "Text:", "x:"][Int(generator.next() % 4)] }
      for _ in 0..<Int(generator.next() % 12) {
        text.unicodeScalars.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
      }
      let section = IdentifierSyntax.section(text)
      let words = try Lexer.words(in: "x " + section)
      try #require(words.count == 2, "\(text.debugDescription) printed as \(section.debugDescription)")
      #expect(words[1].text == text, "\(text.debugDescription) printed as \(section.debugDescription)")
      #expect(!section.unicodeScalars.contains(where: IdentifierSyntax.needsEscape))
      for typeName in [nil, "Banner"] where !(typeName != nil && text.isEmpty) {
        let printed = IdentifierSyntax.item(typeName: typeName, id: text)
        let word = try Lexer.words(in: printed)
        try #require(word.count == 1, "\(text.debugDescription) printed as \(printed.debugDescription)")
        let reference = try ItemReference.parse(word[0], knownTypeNames: typeNames, command: "x")
        #expect(reference == ItemReference(typeName: typeName, id: text), "\(printed.debugDescription)")
        let expanded = try BraceExpansion.expand(words: word)
        #expect(expanded.map(\.text) == [word[0].text])
      }
    }
  }
}
