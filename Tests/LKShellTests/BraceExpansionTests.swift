// Brace expansion: bash forms, laziness, and the limits that reject hostile input before allocating.
import Testing

@testable import LKShell

@Suite struct BraceExpansionTests {
  func expand(_ text: String) throws -> [String] { Array(try BraceExpansion(text)) }

  @Test func ranges() throws {
    #expect(try expand("item{1..5}") == ["item1", "item2", "item3", "item4", "item5"])
    #expect(try expand("{5..1}") == ["5", "4", "3", "2", "1"])
    #expect(try expand("{-2..2}") == ["-2", "-1", "0", "1", "2"])
    #expect(try expand("{1..10..3}") == ["1", "4", "7", "10"])
    #expect(try expand("{10..1..-4}") == ["10", "6", "2"])
    #expect(try expand("{1..3..0}") == ["1", "2", "3"])
    #expect(try expand("{a..e}") == ["a", "b", "c", "d", "e"])
    #expect(try expand("{C..A}") == ["C", "B", "A"])
    #expect(try expand("{7..7}") == ["7"])
  }

  @Test func zeroPadding() throws {
    let padded = try expand("row{01..10}")
    #expect(padded.first == "row01" && padded.last == "row10" && padded.count == 10)
    #expect(try expand("{001..3}") == ["001", "002", "003"])
    #expect(try expand("{-05..1..2}") == ["-05", "-03", "-01", "001"])
    #expect(try expand("{10..08}") == ["10", "09", "08"])
  }

  @Test func alternativesNestingAndProducts() throws {
    #expect(try expand("{a,b,c}") == ["a", "b", "c"])
    #expect(try expand("a{1,2}{x,y}") == ["a1x", "a1y", "a2x", "a2y"])
    #expect(try expand("{a,b{1,2}}z") == ["az", "b1z", "b2z"])
    #expect(try expand("Banner:{1..3}") == ["Banner:1", "Banner:2", "Banner:3"])
    #expect(try expand("{x,{1..3}}") == ["x", "1", "2", "3"])
    #expect(try expand("x{a,}") == ["xa", "x"])
  }

  @Test func invalidBracesStayLiteral() throws {
    for literal in ["{}", "{a}", "{1..x}", "a{b", "a}b", "{1...3}", "}{", "{a..bc}", "{1..2..x}"] {
      #expect(try expand(literal) == [literal], "\(literal)")
    }
    #expect(try expand("{x{a,b}}") == ["{xa}", "{xb}"])
    #expect(try expand("{a,{b,c}") == ["{a,b", "{a,c"])
    #expect(try BraceExpansion("{a}").isLiteral)
  }

  @Test func expandsLinesKeepingQuotedWordsAndColumns() throws {
    let words = try Lexer.words(in: #"append-items a{1,2} "b{1,2}" c\{1,2} {,}"#)
    let expanded = try BraceExpansion.expand(words: words)
    #expect(expanded.map(\.text) == ["append-items", "a1", "a2", "b{1,2}", "c{1,2}"])
    #expect(expanded[1].column == 14 && expanded[2].column == 14)
  }

  @Test("expand(words:) builds each word from UTF-8 (numbered words by rewriting the number): the plain words")
  func expandedWordsAreThePlainWords() throws {
    #expect(try expand("é{1,2}ü") == ["é1ü", "é2ü"])
    #expect(
      try expand("{-9223372036854775808..-9223372036854775807}") == ["-9223372036854775808", "-9223372036854775807"])
    for text in [
      "é{1,2}ü", "naïve-{a..c}-\u{1F600}", "x{1..3}" + String(repeating: "long", count: 10), "{-3..3..2}{08..10}",
      "é{-05..5..3}ü\u{1F600}", "{1..3}", "{-2..2}z", "row{0098..102}", "{9223372036854775806..9223372036854775807}",
      // Counting up in place: carries into a new digit, padded, with a suffix, up to Int.max.
      "x{0..1000}", "{098..1001}z", "é{7..12}ü", "{0001..10001}", "{9223372036854775790..9223372036854775807}",
    ] {
      let expansion = try BraceExpansion(text)
      let expanded = try BraceExpansion.expand(words: [Word(text, column: 3)])
      #expect(expanded == expansion.map { Word($0, column: 3) }, "\(text)")
      #expect(expanded.allSatisfy { $0.unquotedPrefixLength == $0.text.unicodeScalars.count && !$0.isQuoted })
    }
  }

  @Test func aMillionWordsLinearly() throws {
    let expansion = try BraceExpansion("row{1..1000000}")
    #expect(expansion.count == 1_000_000)
    #expect(expansion[999_999] == "row1000000")
    let words = try BraceExpansion.expand(words: [Word("append-items"), Word("row{1..1000000}")])
    #expect(words.count == 1_000_001)
    #expect(words.last?.text == "row1000000")
  }

  @Test func limitsAreCheckedBeforeAllocating() throws {
    #expect(throws: BraceExpansionError.tooManyWords(count: 10_000_000_000, limit: 2_000_000)) {
      try BraceExpansion.expand(words: [Word("x"), Word("{1..100000}{1..100000}")])
    }
    #expect(throws: BraceExpansionError.tooManyWords(count: 2_999_999, limit: 2_000_000)) {
      try BraceExpansion.expand(words: [Word("{1..1500000}"), Word("{1..1500000}")])
    }
    // Issue 8: the limit counted the command's name, so `x{1..10}` with a limit of 10 "would produce 11 words".
    #expect(try BraceExpansion.expand(words: [Word("x"), Word("{1..10}")], wordLimit: 10).count == 11)
    #expect(throws: BraceExpansionError.tooManyWords(count: 11, limit: 10)) {
      try BraceExpansion.expand(words: [Word("x"), Word("{0..10}")], wordLimit: 10)
    }
    #expect(throws: BraceExpansionError.numberTooLarge("99999999999999999999")) {
      try BraceExpansion("{1..99999999999999999999}")
    }
    let huge = try BraceExpansion("{-9223372036854775808..9223372036854775807}")
    #expect(huge.count == Int.max)
    #expect(throws: BraceExpansionError.tooManyWords(count: Int.max, limit: 2_000_000)) {
      try BraceExpansion.expand(words: [Word("{-9223372036854775808..9223372036854775807}")])
    }
    let many = String(repeating: "{a,b}", count: 200)
    #expect(throws: BraceExpansionError.tooManyWords(count: Int.max, limit: 2_000_000)) {
      try BraceExpansion.expand(words: [Word(many)])
    }
    let long = String(repeating: "x", count: 100_000) + "{1..1000}"
    #expect(throws: BraceExpansionError.self) { try BraceExpansion.expand(words: [Word(long)]) }
  }

  @Test func deepNestingIsRejectedAndUnmatchedBracesAreLinear() throws {
    let deep = String(repeating: "{a,", count: 500) + String(repeating: "}", count: 500)
    #expect(throws: BraceExpansionError.nestedTooDeeply(limit: BraceExpansion.maximumNestingDepth)) {
      try BraceExpansion(deep)
    }
    let opens = String(repeating: "{", count: 200_000)
    #expect(try BraceExpansion(opens).count == 1)
  }

  @Test func messages() {
    #expect(
      BraceExpansionError.tooManyWords(count: 10_000_000_000, limit: 2_000_000).description
        == "brace expansion would produce 10000000000 arguments; the limit is 2000000")
    #expect(BraceExpansionError.numberTooLarge("9999").description.contains("'9999' is too large"))
  }
}
