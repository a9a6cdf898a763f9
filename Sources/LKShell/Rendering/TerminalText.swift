// The output boundary of text mode: everything the shell writes for a person passes through `TerminalText.safe`,
// which escapes the characters that would act on the terminal instead of being read (docs/language.md §9), and only
// then turns the renderer's colour marks into ANSI colour.

/// Text on its way to a terminal: control characters escaped, colour marks resolved.
///
/// The renderer never writes an escape sequence itself: `colored(_:code:)` wraps text in marks (the noncharacter
/// U+FDD0, a style code such as `1;31`, the noncharacter U+FDD1; U+FDD0 U+FDD1 ends the span), which `safe(_:color:)`
/// turns into ANSI colour, or drops without colour. Everything else that could act on a terminal (C0 and C1 controls
/// but the line end and the tab, DEL, line and paragraph separators, bidirectional formatting) is written as `\xHH`
/// or `\uHHHH`, and so is a NUL, which would otherwise end the line at the C library. So an identifier, a pasted
/// message or an Apple message quoting one cannot colour, move or clear anything, whichever message it is in.
enum TerminalText {
  /// Opens a colour mark.
  static let openMark = Unicode.Scalar(0xFDD0 as UInt32)!
  /// Closes a colour mark.
  static let closeMark = Unicode.Scalar(0xFDD1 as UInt32)!
  /// The SGR codes the renderer uses; an empty code resets. Nothing else is ever turned into an escape sequence.
  static let codes: Set<String> = ["", "1", "2", "31", "32", "33", "35", "36", "1;31", "1;33"]

  /// `text` painted with the SGR `code` (one of `codes`) when the output is coloured.
  static func colored(_ text: String, code: String) -> String {
    let open = String(Character(openMark))
    let close = String(Character(closeMark))
    return open + code + close + text + open + close
  }

  /// `text` as it may reach the terminal: controls escaped, colour marks made ANSI colour (or dropped).
  ///
  /// The text between two scalars that need work is copied as one slice, so the result is built in one pass.
  ///
  /// - Complexity: O(n) in the length of `text`.
  static func safe(_ text: String, color: Bool) -> String {
    let scalars = text.unicodeScalars
    // The common case, text with nothing to escape or resolve, is returned as it is.
    guard scalars.contains(where: { escapes($0) || $0 == openMark }) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + text.utf8.count / 8)
    var copied = scalars.startIndex
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      guard scalar == openMark || escapes(scalar) else {
        scalars.formIndex(after: &index)
        continue
      }
      result.append(contentsOf: Substring(scalars[copied..<index]))
      scalars.formIndex(after: &index)
      if scalar == openMark, let (code, end) = mark(in: scalars, from: index) {
        index = end
        if color { result += "\u{1B}[\(code.isEmpty ? "0" : code)m" }
      } else {
        result += escape(scalar)
      }
      copied = index
    }
    result.append(contentsOf: Substring(scalars[copied..<scalars.endIndex]))
    return result
  }

  /// How a scalar that must not reach the terminal is written: `\xHH` below U+0080, `\uHHHH` above.
  static func escape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return scalar.value < 0x80
      ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
      : "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// The code of the mark whose opening precedes `start`, and where the mark ends; nil when what follows is not a
  /// mark the renderer writes.
  private static func mark(
    in scalars: String.UnicodeScalarView, from start: String.UnicodeScalarView.Index
  ) -> (String, String.UnicodeScalarView.Index)? {
    var code = ""
    var index = start
    var length = 0
    while index < scalars.endIndex, length <= 4 {
      if scalars[index] == closeMark { return codes.contains(code) ? (code, scalars.index(after: index)) : nil }
      code.unicodeScalars.append(scalars[index])
      scalars.formIndex(after: &index)
      length += 1
    }
    return nil
  }

  /// Scalars that must not reach a terminal raw: what identifiers escape (but the line end and the tab, which lay
  /// out text), and a colour mark's closing noncharacter that belongs to no mark.
  private static func escapes(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\n" && scalar != "\t" && (IdentifierSyntax.needsEscape(scalar) || scalar == closeMark)
  }
}
