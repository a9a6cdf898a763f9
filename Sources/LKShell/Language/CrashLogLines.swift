// The lines of a crash log as `explain` reads them: bytes decoded (invalid UTF-8 repaired, binary refused), each line
// stripped of what the printer put around it (timestamps and `App[pid:tid]` prefixes, markdown quotes, lldb's
// `error:`), the strings of a JSON crash report (`.ips`) as lines of their own, and each line's kind.

/// One line of a crash log, cleaned of its prefixes.
struct CrashLogLine: Sendable, Equatable {
  /// What the line is, for the reader that finds the exceptions in it.
  enum Kind: Sendable, Equatable {
    /// Text: part of a message, a header, or noise.
    case text
    /// Nothing but blanks (or a code fence, or an lldb command): it ends a message.
    case blank
    /// A stack frame or a line of the crash report around the frames (`First throw call stack:`, `Thread 0
    /// Crashed:`): it ends a message, and may name the rule (`_Bug_Detected_In_Client_Of_…`).
    case frame
  }

  /// The line's number in the log (from 1; for a JSON report, the line its string is on).
  var number: Int
  var text: Substring
  var kind: Kind
  /// The line began a record of its own: it had a log prefix (a timestamp, `App[pid:tid]`), or is a string of a JSON
  /// report. A record never continues the message of the line before it.
  var startsRecord: Bool
}

/// Why a crash log cannot be read.
enum CrashLogProblem: Error, Sendable, Equatable {
  /// The bytes are not text (NUL bytes, or mostly control characters).
  case binary
}

/// Splits a crash log into cleaned lines.
enum CrashLogLines {
  /// The text of `bytes`: invalid UTF-8 is replaced by U+FFFD (`repaired` is true then); binary data is refused.
  ///
  /// - Complexity: O(n).
  static func decode(_ bytes: [UInt8]) -> Result<(text: String, repaired: Bool), CrashLogProblem> {
    let sample = bytes.prefix(65_536)
    var controls = 0
    for byte in sample {
      if byte == 0 { return .failure(.binary) }
      if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D && byte != 0x0C && byte != 0x1B { controls += 1 }
    }
    if !sample.isEmpty, controls * 10 > sample.count { return .failure(.binary) }
    let text = String(decoding: bytes, as: UTF8.self)
    return .success((text, !text.utf8.elementsEqual(bytes)))
  }

  /// The cleaned lines of `text`: a JSON crash report's strings, or the text's lines.
  ///
  /// - Complexity: O(n).
  static func lines(of text: String) -> [CrashLogLine] {
    let first = text.utf8.first { !isBlank($0) }
    if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
      let strings = jsonStrings(in: text)
      if !strings.isEmpty { return strings }
    }
    var result: [CrashLogLine] = []
    var number = 0
    for raw in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
      number += 1
      result.append(clean(Substring(raw), number: number))
    }
    return result
  }

  /// One line without its prefixes, and its kind.
  static func clean(_ raw: Substring, number: Int, isRecord: Bool = false) -> CrashLogLine {
    var line = raw
    if line.last == "\r" { line = line.dropLast() }
    line = withoutQuoteMarkers(line)
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") || trimmed.hasPrefix("(lldb)") {
      return CrashLogLine(number: number, text: "", kind: .blank, startsRecord: true)
    }
    var startsRecord = isRecord
    if let rest = withoutLogPrefix(line) {
      line = rest
      startsRecord = true
    }
    for prefix in ["error: ", "warning: "] where line.hasPrefix(prefix) {
      line = line.dropFirst(prefix.count)
      startsRecord = true
    }
    if line.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
      return CrashLogLine(number: number, text: "", kind: .blank, startsRecord: startsRecord)
    }
    return CrashLogLine(number: number, text: line, kind: isFrame(line) ? .frame : .text, startsRecord: startsRecord)
  }

  /// Markdown's `>` quote markers (nested ones too) at the start of a line pasted from an issue thread.
  private static func withoutQuoteMarkers(_ line: Substring) -> Substring {
    var rest = line
    while true {
      let afterSpaces = rest.drop { $0 == " " }
      guard afterSpaces.first == ">" else { return rest }
      rest = afterSpaces.dropFirst()
      if rest.first == " " { rest = rest.dropFirst() }
    }
  }

  private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

  private static func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }

  /// The line after its log prefix, or nil when it has none: an ISO timestamp (`2023-05-04 10:11:12.345678+0200`),
  /// a syslog date (`May  4 10:11:12`), either followed by the process (`App[123:4567]`, `App(UIKitCore)[123]`,
  /// `iPhone App[123] <Error>:`) and os_log's `[com.apple.UIKit:Assert]`-like tags.
  static func withoutLogPrefix(_ line: Substring) -> Substring? {
    guard var rest = withoutTimestamp(line) else { return nil }
    rest = rest.drop { $0 == " " }
    // The process, up to the `]` of `[pid:tid]` or `[pid]`, within the prefix's usual length.
    if let bracket = processBracketEnd(rest) {
      rest = rest[bracket...].dropFirst()
      rest = rest.drop { $0 == " " }
      if rest.hasPrefix("<"), let close = rest.prefix(16).firstIndex(of: ">") {
        rest = rest[close...].dropFirst().drop { $0 == ":" || $0 == " " }
      } else if rest.hasPrefix(":") {
        rest = rest.dropFirst().drop { $0 == " " }
      }
    }
    // os_log's subsystem and category tags: `(UIKitCore) [com.apple.UIKit:Assert] `, `[UICollectionView] `.
    while let tagEnd = tagEnd(rest) { rest = rest[tagEnd...].dropFirst().drop { $0 == " " } }
    return rest
  }

  /// The text after a leading timestamp, or nil.
  private static func withoutTimestamp(_ line: Substring) -> Substring? {
    let chars = Array(line.prefix(40))
    func digits(_ from: Int, _ count: Int) -> Bool {
      from + count <= chars.count && chars[from..<from + count].allSatisfy(isDigit)
    }
    var end: Int
    if digits(0, 4), chars.count > 10, chars[4] == "-", digits(5, 2), chars[7] == "-", digits(8, 2) {
      // 2023-05-04 10:11:12 or 2023-05-04T10:11:12
      guard chars.count >= 19, chars[10] == " " || chars[10] == "T", digits(11, 2), chars[13] == ":", digits(14, 2),
        chars[16] == ":", digits(17, 2)
      else { return nil }
      end = 19
    } else if chars.count >= 15, chars[0].isUppercase, chars[1].isLowercase, chars[2].isLowercase, chars[3] == " ",
      chars[4] == " " || isDigit(chars[4]), isDigit(chars[5]), chars[6] == " ", digits(7, 2), chars[9] == ":",
      digits(10, 2), chars[12] == ":", digits(13, 2)
    {
      // May  4 10:11:12
      end = 15
    } else {
      return nil
    }
    // Fractions of a second, a zone.
    if end < chars.count, chars[end] == "." || chars[end] == "," {
      end += 1
      while end < chars.count, isDigit(chars[end]) { end += 1 }
    }
    if end < chars.count, chars[end] == "Z" { end += 1 }
    if end < chars.count, chars[end] == "+" || chars[end] == "-" {
      end += 1
      while end < chars.count, isDigit(chars[end]) || chars[end] == ":" { end += 1 }
    }
    return line.dropFirst(end)
  }

  /// The `]` that closes a process's `[pid:tid]` (digits, `:` and hex digits), within the first 160 bytes.
  private static func processBracketEnd(_ text: Substring) -> Substring.Index? {
    let utf8 = text.utf8
    var index = utf8.startIndex
    var seen = 0
    while index < utf8.endIndex, seen < 160 {
      if utf8[index] == UInt8(ascii: "[") {
        var inner = utf8.index(after: index)
        var count = 0
        while inner < utf8.endIndex, isHexOrColon(utf8[inner]) {
          inner = utf8.index(after: inner)
          count += 1
        }
        if count > 0, inner < utf8.endIndex, utf8[inner] == UInt8(ascii: "]") { return inner }
      }
      index = utf8.index(after: index)
      seen += 1
    }
    return nil
  }

  private static func isHexOrColon(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x3A) || (byte >= 0x61 && byte <= 0x66) || (byte >= 0x41 && byte <= 0x46) || byte == 0x78
  }

  /// The end of a leading `[tag]` or `(tag)` without blanks (`[com.apple.UIKit:Assert]`, `(UIKitCore)`).
  private static func tagEnd(_ text: Substring) -> Substring.Index? {
    guard let open = text.first, open == "[" || open == "(" else { return nil }
    let close: Character = open == "[" ? "]" : ")"
    let body = text.dropFirst().prefix(80)
    guard let end = body.firstIndex(of: close), end > body.startIndex,
      !body[..<end].contains(where: { $0 == " " || $0 == "'" || $0 == "\"" || $0 == "{" })
    else { return nil }
    return end
  }

  /// Names of the frameworks and libraries a stack frame names first (`0  UIKitCore  0x1a2b… -[UITableView …]`, or
  /// Crashlytics' `UIKitCore  -[UITableView …]`).
  private static let libraries = [
    "UIKitCore", "UIKit", "CoreFoundation", "Foundation", "libobjc.A.dylib", "libsystem_", "libdispatch.dylib",
    "libc++abi", "GraphicsServices", "FrontBoardServices", "QuartzCore", "dyld", "libswift",
  ]

  /// Lines of a stack or of the report around it: numbered frames, the `(0x… 0x…)` list, frame names, headers.
  static func isFrame(_ line: Substring) -> Bool {
    let text = line.drop { $0 == " " || $0 == "\t" }
    if text.containsBytes(ExceptionPatterns.bugFrame) { return true }
    for header in frameHeaders where text.hasPrefix(header) { return true }
    if text.hasPrefix("Thread "), text.hasSuffix(":") || text.contains(" Crashed") { return true }
    // `12  UIKitCore  0x…`: a number, blanks, a library name.
    let afterNumber = text.drop(while: isDigit)
    if afterNumber.startIndex != text.startIndex, afterNumber.first == " " || afterNumber.first == "\t" {
      let name = afterNumber.drop { $0 == " " || $0 == "\t" }
      if libraries.contains(where: { name.hasPrefix($0) }) || name.contains(" 0x") { return true }
      if let blank = name.firstIndex(where: { $0 == " " || $0 == "\t" }), name[blank...].hasPrefix("  ") {
        return true
      }
    }
    return librariesBlank.contains { text.hasPrefix($0) } || librariesTab.contains { text.hasPrefix($0) }
  }

  /// The headers of a crash report's stack and of the lines around it.
  private static let frameHeaders = [
    "First throw call stack", "*** First throw call stack", "Last Exception Backtrace", "libc++abi",
    "Exception Type:", "Exception Codes:", "Exception Subtype:", "Termination Reason:", "Triggered by Thread:",
    "Crashed Thread:", "Thread 0 Crashed", "Binary Images:", "(0x", "0x", "-[", "+[",
  ]
  private static let librariesBlank = libraries.map { $0 + " " }
  private static let librariesTab = libraries.map { $0 + "\t" }
}

// MARK: - JSON crash reports

extension CrashLogLines {
  /// The string values of a JSON crash report (`.ips`: a header object, then the report with the exception's reason
  /// in `asi` and the frames' `symbol`s), each a record of its own, split at the line breaks it holds. Keys are
  /// skipped; nothing but strings is read, so no JSON shape is assumed.
  ///
  /// - Complexity: O(n).
  static func jsonStrings(in text: String) -> [CrashLogLine] {
    var result: [CrashLogLine] = []
    let bytes = Array(text.utf8)
    var line = 1
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A { line += 1 }
      guard byte == UInt8(ascii: "\"") else {
        index += 1
        continue
      }
      let startLine = line
      var value: [UInt8] = []
      index += 1
      while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
        if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
          index += 1
          index = unescape(bytes, at: index, into: &value)
        } else {
          if bytes[index] == 0x0A { line += 1 }
          value.append(bytes[index])
          index += 1
        }
      }
      index += 1
      // A key is followed by `:`.
      var next = index
      while next < bytes.count, isBlank(bytes[next]) { next += 1 }
      if next < bytes.count, bytes[next] == UInt8(ascii: ":") { continue }
      let string = String(decoding: value, as: UTF8.self)
      var first = true
      for piece in string.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
        result.append(clean(Substring(piece), number: startLine, isRecord: first))
        first = false
      }
    }
    return result
  }

  /// Appends the character of the escape at `index` (just after its `\`) and returns the index after it.
  private static func unescape(_ bytes: [UInt8], at index: Int, into value: inout [UInt8]) -> Int {
    switch bytes[index] {
    case UInt8(ascii: "n"): value.append(0x0A)
    case UInt8(ascii: "t"): value.append(0x09)
    case UInt8(ascii: "r"): break
    case UInt8(ascii: "b"), UInt8(ascii: "f"): break
    case UInt8(ascii: "u"):
      guard index + 4 < bytes.count,
        let code = UInt32(String(decoding: bytes[index + 1...index + 4], as: UTF8.self), radix: 16)
      else { return index + 1 }
      let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
      value.append(contentsOf: Array(String(Character(scalar)).utf8))
      return index + 5
    default: value.append(bytes[index])
    }
    return index + 1
  }
}

// MARK: - Byte search

extension Substring {
  /// The first occurrence of `pattern` (UTF-8 bytes), by a scan of the bytes: the reader's searches run on every line
  /// of logs of millions of lines, where a search over characters costs too much.
  ///
  /// - Complexity: O(n × m) worst case, O(n) for the patterns used (their first byte is rare).
  func byteRange(of pattern: [UInt8]) -> Range<Index>? {
    guard let first = pattern.first else { return nil }
    let found: Int?? = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      guard bytes.count >= pattern.count else { return nil }
      var index = 0
      let last = bytes.count - pattern.count
      while index <= last {
        if bytes[index] == first {
          var k = 1
          while k < pattern.count, bytes[index + k] == pattern[k] { k += 1 }
          if k == pattern.count { return index }
        }
        index += 1
      }
      return nil
    }
    let offset: Int?
    if let found {
      offset = found
    } else {
      offset = Array(utf8).firstRange(of: pattern).map(\.lowerBound)
    }
    guard let offset else { return nil }
    let lower = utf8.index(startIndex, offsetBy: offset)
    return lower..<utf8.index(lower, offsetBy: pattern.count)
  }

  /// Whether the text holds `pattern` (UTF-8 bytes); see ``byteRange(of:)``.
  func containsBytes(_ pattern: [UInt8]) -> Bool { byteRange(of: pattern) != nil }
}

/// The byte patterns the reader searches every line for.
enum ExceptionPatterns {
  static let bugFrame = Array("_Bug_Detected_In_Client_Of_".utf8)
  static let terminating = Array("Terminating app due to uncaught exception '".utf8)
  static let reason = Array("reason: '".utf8)
  static let assertion = Array("*** Assertion failure in ".utf8)
  static let fatal = Array("Fatal Exception: ".utf8)
  static let threadQuote = Array(": \"".utf8)
}
