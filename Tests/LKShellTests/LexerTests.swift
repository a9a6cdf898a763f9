// Lexer: words, quotes, escapes, comments, continuation, `;` splitting and errors with columns.
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
    #expect(try texts("append-items a#b") == ["append-items", "a"])
    #expect(try texts(##"echo "#not" '#no'"##) == ["echo", "#not", "#no"])
  }

  @Test func trailingBackslashAsksForMore() throws {
    #expect(try Lexer.scan("append-items a \\") == .needsMoreInput)
    #expect(
      try Lexer.scan("echo a\\\\")
        == .complete([Word("echo"), Word("a\\", column: 6, isQuoted: true, unquotedPrefixLength: 1)]))
    #expect(try Lexer.scan("echo # comment \\") == .complete([Word("echo")]))
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

  @Test func splitsInlineCommandsOutsideQuotes() throws {
    #expect(
      try Lexer.splitCommands("append-sections main; append-items a;apply") == [
        "append-sections main", " append-items a", "apply",
      ])
    #expect(try Lexer.splitCommands(#"echo "a; b"; echo 'c;d' \; e"#) == [#"echo "a; b""#, #" echo 'c;d' \; e"#])
    #expect(try Lexer.splitCommands("echo a # c; d\necho b;;  ") == ["echo a ", "echo b"])
    #expect(try Lexer.splitCommands("echo a \\\nb") == ["echo a b"])
    #expect(throws: LexError.unterminatedQuote(quote: "\"", column: 9)) { try Lexer.splitCommands(#"echo a; "b"#) }
  }

  @Test func quotingRoundTrips() throws {
    for text in ["plain", "two words", "it's", #"say "hi""#, "", "a#b", "{1..3}", #"back\slash"#] {
      #expect(try Lexer.words(in: Lexer.quoted(text)).map(\.text) == [text])
    }
    #expect(Lexer.quoted("plain") == "plain")
  }
}
