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

/// One line of a crash log as bytes, before cleaning: a line of the text (or a piece of a long one), or a line of a
/// string of a JSON report. The bytes are valid only during the call that passes them.
struct RawCrashLogLine {
  var number: Int
  var bytes: UnsafeBufferPointer<UInt8>
  /// The line is a record of its own whatever its text (a string of a JSON report, a piece of a long line).
  var isRecord: Bool
}

/// Splits a crash log into lines, and cleans them.
enum CrashLogLines {
  /// Whether `bytes` are not text: NUL bytes, or mostly control characters, in the first 64 KiB.
  ///
  /// - Complexity: O(1) (at most 64 KiB are looked at).
  static func isBinary(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let sample = UnsafeBufferPointer(rebasing: bytes.prefix(65_536))
    var controls = 0
    for byte in sample {
      if byte == 0 { return true }
      if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D && byte != 0x0C && byte != 0x1B { controls += 1 }
    }
    return !sample.isEmpty && controls * 10 > sample.count
  }

  /// Calls `body` with each line of `bytes`: the strings of a JSON crash report when the text starts with `{` or
  /// `[` and holds any, else the text's lines (broken at LF, CRLF or a lone CR). A line longer than
  /// `CrashLogMarkers.longLine` is passed as the pieces `CrashLogMarkers.pieces(of:)` cuts it into.
  ///
  /// - Complexity: O(n); nothing is copied but the escaped strings of a JSON report.
  static func forEachLine(in bytes: UnsafeBufferPointer<UInt8>, _ body: (RawCrashLogLine) -> Void) {
    let first = bytes.first { !isBlank($0) }
    if first == UInt8(ascii: "{") || first == UInt8(ascii: "["), forEachJSONString(in: bytes, body) { return }
    var number = 0
    var start = 0
    while start < bytes.count {
      let end = lineBreak(in: bytes, from: start)
      number += 1
      passLine(UnsafeBufferPointer(rebasing: bytes[start..<end]), number: number, isRecord: false, body)
      // CRLF is one break.
      start =
        end + 1 < bytes.count && bytes[end] == 0x0D && bytes[end + 1] == 0x0A ? end + 2 : end + 1
    }
  }

  /// `line`, or the pieces of a long one, to `body`.
  private static func passLine(
    _ line: UnsafeBufferPointer<UInt8>, number: Int, isRecord: Bool, _ body: (RawCrashLogLine) -> Void
  ) {
    guard line.count > CrashLogMarkers.longLine else {
      body(RawCrashLogLine(number: number, bytes: line, isRecord: isRecord))
      return
    }
    for piece in CrashLogMarkers.pieces(of: line) {
      body(RawCrashLogLine(number: number, bytes: UnsafeBufferPointer(rebasing: line[piece]), isRecord: true))
    }
  }

  /// The index of the first LF or CR at or after `start`, or the end: eight bytes at a time where there is none.
  ///
  /// - Complexity: O(n) in the distance to it.
  static func lineBreak(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = UnsafeRawPointer(bytes.baseAddress) else { return bytes.count }
    var index = start
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    while index + 8 <= bytes.count {
      let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      let lf = word ^ (ones &* 0x0A)
      let cr = word ^ (ones &* 0x0D)
      // A zero byte of `lf` or `cr` is an LF or a CR of the word.
      if ((lf &- ones) & ~lf | (cr &- ones) & ~cr) & highs != 0 { break }
      index += 8
    }
    while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
    return index
  }

  /// Whether `bytes` are valid UTF-8 throughout (ASCII eight bytes at a time).
  ///
  /// - Complexity: O(n).
  static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = UnsafeRawPointer(bytes.baseAddress) else { return true }
    let count = bytes.count
    var index = 0
    func continuation(_ offset: Int) -> Bool { index + offset < count && bytes[index + offset] & 0xC0 == 0x80 }
    while index < count {
      if index + 8 <= count, base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
        index += 8
        continue
      }
      let byte = bytes[index]
      let length: Int
      switch byte {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0:
        guard index + 1 < count, bytes[index + 1] >= 0xA0, bytes[index + 1] <= 0xBF else { return false }
        length = 3
      case 0xED:
        guard index + 1 < count, bytes[index + 1] >= 0x80, bytes[index + 1] <= 0x9F else { return false }
        length = 3
      case 0xE1...0xEF: length = 3
      case 0xF0:
        guard index + 1 < count, bytes[index + 1] >= 0x90, bytes[index + 1] <= 0xBF else { return false }
        length = 4
      case 0xF4:
        guard index + 1 < count, bytes[index + 1] >= 0x80, bytes[index + 1] <= 0x8F else { return false }
        length = 4
      case 0xF1...0xF3: length = 4
      default: return false
      }
      for offset in 1..<max(length, 1) where !continuation(offset) { return false }
      index += length
    }
    return true
  }

  /// `raw` decoded (invalid UTF-8 as U+FFFD), without its prefixes, and its kind.
  static func clean(_ raw: RawCrashLogLine) -> CrashLogLine {
    let text = String(decoding: raw.bytes, as: UTF8.self)
    return clean(Substring(text), number: raw.number, isRecord: raw.isRecord)
  }

  /// The cleaned lines of `text` (for tests and small texts; a log is read with ``forEachLine(in:_:)``).
  static func lines(of text: String) -> [CrashLogLine] {
    var result: [CrashLogLine] = []
    Array(text.utf8).withUnsafeBufferPointer { buffer in forEachLine(in: buffer) { result.append(clean($0)) } }
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
    // Every byte of a timestamp is ASCII: its bytes are compared.
    let chars = Array(line.utf8.prefix(40))
    func digit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    func digits(_ from: Int, _ count: Int) -> Bool {
      from + count <= chars.count && chars[from..<from + count].allSatisfy(digit)
    }
    func byte(_ index: Int, is character: Unicode.Scalar) -> Bool { chars[index] == UInt8(ascii: character) }
    var end: Int
    if digits(0, 4), chars.count > 10, byte(4, is: "-"), digits(5, 2), byte(7, is: "-"), digits(8, 2) {
      // 2023-05-04 10:11:12 or 2023-05-04T10:11:12
      guard chars.count >= 19, byte(10, is: " ") || byte(10, is: "T"), digits(11, 2), byte(13, is: ":"),
        digits(14, 2), byte(16, is: ":"), digits(17, 2)
      else { return nil }
      end = 19
    } else if chars.count >= 15, chars[0] >= 0x41, chars[0] <= 0x5A, chars[1] >= 0x61, chars[1] <= 0x7A,
      chars[2] >= 0x61, chars[2] <= 0x7A, byte(3, is: " "), byte(4, is: " ") || digit(chars[4]), digit(chars[5]),
      byte(6, is: " "), digits(7, 2), byte(9, is: ":"), digits(10, 2), byte(12, is: ":"), digits(13, 2)
    {
      // May  4 10:11:12
      end = 15
    } else {
      return nil
    }
    // Fractions of a second, a zone.
    if end < chars.count, byte(end, is: ".") || byte(end, is: ",") {
      end += 1
      while end < chars.count, digit(chars[end]) { end += 1 }
    }
    if end < chars.count, byte(end, is: "Z") { end += 1 }
    if end < chars.count, byte(end, is: "+") || byte(end, is: "-") {
      end += 1
      while end < chars.count, digit(chars[end]) || byte(end, is: ":") { end += 1 }
    }
    return line[line.utf8.index(line.startIndex, offsetBy: end)...]
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
    if text.hasPrefix("Thread "), text.hasSuffix(":") || text.containsBytes(crashed) { return true }
    // `12  UIKitCore  0x…`: a number, blanks, a library name.
    let afterNumber = text.drop(while: isDigit)
    if afterNumber.startIndex != text.startIndex, afterNumber.first == " " || afterNumber.first == "\t" {
      let name = afterNumber.drop { $0 == " " || $0 == "\t" }
      if libraries.contains(where: { name.hasPrefix($0) }) || name.containsBytes(address) { return true }
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
  private static let crashed = Array(" Crashed".utf8)
  private static let address = Array(" 0x".utf8)
  private static let librariesBlank = libraries.map { $0 + " " }
  private static let librariesTab = libraries.map { $0 + "\t" }
}

// MARK: - JSON crash reports

extension CrashLogLines {
  /// Calls `body` with the string values of a JSON crash report (`.ips`: a header object, then the report with the
  /// exception's reason in `asi` and the frames' `symbol`s), each a record of its own, split at the line breaks it
  /// holds; returns whether there was any. Keys are skipped; nothing but strings is read, so no JSON shape is
  /// assumed.
  ///
  /// - Complexity: O(n).
  static func forEachJSONString(in bytes: UnsafeBufferPointer<UInt8>, _ body: (RawCrashLogLine) -> Void) -> Bool {
    var any = false
    var line = 1
    var index = 0
    var value: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A { line += 1 }
      guard byte == UInt8(ascii: "\"") else {
        index += 1
        continue
      }
      let startLine = line
      value.removeAll(keepingCapacity: true)
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
      any = true
      value.withUnsafeBufferPointer { string in
        var start = 0
        var first = true
        while start <= string.count {
          var end = start
          while end < string.count, string[end] != 0x0A { end += 1 }
          passLine(UnsafeBufferPointer(rebasing: string[start..<end]), number: startLine, isRecord: first, body)
          first = false
          start = end + 1
        }
      }
    }
    return any
  }

  /// Appends the character of the escape at `index` (just after its `\`) and returns the index after it.
  private static func unescape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, into value: inout [UInt8]) -> Int {
    switch bytes[index] {
    case UInt8(ascii: "n"): value.append(0x0A)
    case UInt8(ascii: "t"): value.append(0x09)
    case UInt8(ascii: "r"): break
    case UInt8(ascii: "b"), UInt8(ascii: "f"): break
    case UInt8(ascii: "u"):
      guard index + 4 < bytes.count,
        let code = UInt32(
          String(decoding: UnsafeBufferPointer(rebasing: bytes[index + 1...index + 4]), as: UTF8.self), radix: 16)
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

extension UnsafeBufferPointer<UInt8> {
  /// The offset of the first occurrence of `pattern`, by a scan of the bytes (the crash-log reader's searches).
  ///
  /// - Complexity: O(n × m) worst case, O(n) for the patterns used (their first byte is rare).
  func firstOffset(of pattern: [UInt8]) -> Int? {
    guard let first = pattern.first, count >= pattern.count else { return nil }
    var index = 0
    let last = count - pattern.count
    while index <= last {
      if self[index] == first {
        var k = 1
        while k < pattern.count, self[index + k] == pattern[k] { k += 1 }
        if k == pattern.count { return index }
      }
      index += 1
    }
    return nil
  }
}

extension Substring {
  /// The first occurrence of `pattern` (UTF-8 bytes), by a scan of the bytes: the reader's searches run on every line
  /// of logs of millions of lines, where a search over characters costs too much.
  ///
  /// - Complexity: O(n × m) worst case, O(n) for the patterns used (their first byte is rare).
  func byteRange(of pattern: [UInt8]) -> Range<Index>? {
    guard !pattern.isEmpty else { return nil }
    // A substring of a bridged or foreign string has no contiguous bytes: search a copy.
    let found =
      utf8.withContiguousStorageIfAvailable { $0.firstOffset(of: pattern) }
      ?? Array(utf8).withUnsafeBufferPointer { $0.firstOffset(of: pattern) }
    guard let offset = found else { return nil }
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
