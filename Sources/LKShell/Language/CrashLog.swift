// Finding the exceptions in a crash log as people paste it (Xcode's console, device logs, crash reports, Crashlytics
// and Sentry exports, lldb sessions, issue threads): each exception's message without what surrounds it, the
// exception's name, the `_Bug_Detected_In_Client_Of_…` frame under it, and the catalogue's reading of the message.

import ListKit

/// One exception found in a crash log.
struct CrashLogException: Sendable {
  /// The line of the log it starts on (from 1).
  var line: Int
  /// The exception's name when the log gives it (`NSInternalInconsistencyException`).
  var name: String?
  /// The message as recognised, without the log's prefixes, the reason's quotes and the view description.
  var message: String
  /// The `_Bug_Detected_In_Client_Of_…` frame of its stack, when the log shows it.
  var frame: String?
  /// The catalogue's reading of the message; nil when it is none of the messages the catalogue knows.
  var recognized: FailureMessage?

  /// The rule the frame names (`R16` for `…_Invalid_Batch_Updates`), or nil.
  var frameRule: String? { frame.flatMap(CrashLog.rule(ofFrame:)) }
}

/// What a crash log holds: its exceptions (the first `limit` of them) and how many there were.
struct CrashLogReading: Sendable {
  var exceptions: [CrashLogException]
  /// Every exception found, shown or not.
  var found: Int
  /// The exceptions found that the catalogue does not know (shown or not).
  var unrecognized: Int
  /// Invalid UTF-8 was replaced by U+FFFD.
  var repaired: Bool
}

/// Reads crash logs.
enum CrashLog {
  /// The number of exceptions a reading keeps by default; the rest are counted.
  static let defaultLimit = 50

  /// The exceptions in `bytes`, or why it cannot be read. Invalid UTF-8 is read as U+FFFD (`repaired` says so);
  /// binary data is refused.
  ///
  /// Only the lines that can matter are decoded and cleaned: while no message is being read, a line without one
  /// of `CrashLogMarkers.needles` is passed over as bytes, so a long console log costs about one scan of its bytes.
  ///
  /// - Complexity: O(n) in the length of the log (each message is read once, bounded by
  ///   `FailureCatalogue.maximumLength`); no copy of the log is made.
  static func read(_ bytes: [UInt8], limit: Int = defaultLimit) -> Result<CrashLogReading, CrashLogProblem> {
    bytes.withUnsafeBufferPointer { buffer in
      guard !CrashLogLines.isBinary(buffer) else { return .failure(.binary) }
      var reading = read(buffer, limit: limit)
      reading.repaired = !CrashLogLines.isValidUTF8(buffer)
      return .success(reading)
    }
  }

  /// The exceptions in `text`.
  static func read(text: String, limit: Int = defaultLimit) -> CrashLogReading {
    Array(text.utf8).withUnsafeBufferPointer { read($0, limit: limit) }
  }

  private static func read(_ buffer: UnsafeBufferPointer<UInt8>, limit: Int) -> CrashLogReading {
    var finder = ExceptionFinder(limit: limit)
    CrashLogLines.forEachLine(in: buffer) { line in
      guard finder.readsEveryLine || CrashLogMarkers.mayMatter(line.bytes) else { return }
      finder.feed(CrashLogLines.clean(line))
    }
    finder.finish()
    return CrashLogReading(
      exceptions: finder.exceptions, found: finder.found, unrecognized: finder.unrecognized, repaired: false)
  }

  /// The rule a `_Bug_Detected_In_Client_Of_…` frame names, or nil.
  static func rule(ofFrame frame: String) -> String? {
    let frame = Substring(frame)
    if frame.containsBytes(Array("Invalid_Batch_Updates".utf8)) { return "R16" }
    if frame.containsBytes(Array("Invalid_Number_Of_Sections".utf8)) { return "R14" }
    if frame.containsBytes(Array("Invalid_Number_Of_Rows_In_Section".utf8))
      || frame.containsBytes(Array("Invalid_Number_Of_Items_In_Section".utf8))
    {
      return "R15"
    }
    return nil
  }

  /// `text` without the view description newer iOS appends (`Collection view: <…>`, `Table view: <…>`, iOS 13's
  /// `UICollectionView instance: <…>; currentUpdate: …` after a count check it logged), UIKit's
  /// `<NSIndexPath: 0x…> ` before index paths, the escapes of a quoted message (`\n`, `\t`, `\"`), and blanks at
  /// its ends.
  ///
  /// - Complexity: O(n), on the text's bytes.
  static func cleanMessage(_ text: String) -> String {
    var bytes = Array(text.utf8)
    let escapes: Set<UInt8> = [UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "\"")]
    if zip(bytes, bytes.dropFirst()).contains(where: { $0 == UInt8(ascii: "\\") && escapes.contains($1) }) {
      bytes = unescaped(bytes)
    }
    for suffix in viewDescriptions {
      if let start = bytes.withUnsafeBufferPointer({ $0.firstOffset(of: suffix) }) { bytes.removeSubrange(start...) }
    }
    // `<NSIndexPath: 0x…> ` before an index path.
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "<"), starts(indexPathAddress, in: bytes, at: index),
        let close = bytes[(index + indexPathAddress.count)...].firstIndex(of: UInt8(ascii: ">"))
      {
        index = close + 1
        if index < bytes.count, bytes[index] == 0x20 { index += 1 }
        continue
      }
      result.append(bytes[index])
      index += 1
    }
    return String(String(decoding: result, as: UTF8.self).trimmingBlanks)
  }

  /// What starts the view description newer iOS appends to a message (the rest of the text is dropped).
  private static let viewDescriptions = [
    "Collection view: <", "Table view: <", "UICollectionView instance: <", "UITableView instance: <",
  ].map { Array($0.utf8) }
  private static let indexPathAddress = Array("<NSIndexPath: 0x".utf8)

  private static func starts(_ pattern: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
    index + pattern.count <= bytes.count && bytes[index..<index + pattern.count].elementsEqual(pattern)
  }

  /// `\n`, `\t`, `\"`, `\'` and `\\` as the characters they stand for (a message quoted in Xcode's banner).
  private static func unescaped(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var escaping = false
    for byte in bytes {
      if escaping {
        switch byte {
        case UInt8(ascii: "n"): result.append(0x0A)
        case UInt8(ascii: "t"): result.append(0x09)
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"): result.append(byte)
        default: result += [UInt8(ascii: "\\"), byte]
        }
        escaping = false
      } else if byte == UInt8(ascii: "\\") {
        escaping = true
      } else {
        result.append(byte)
      }
    }
    if escaping { result.append(UInt8(ascii: "\\")) }
    return result
  }
}

extension StringProtocol {
  /// Without blanks (spaces, tabs, line breaks) at either end.
  ///
  /// - Complexity: O(n), on the text's bytes (the blanks are ASCII).
  var trimmingBlanks: SubSequence {
    let isBlank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    var first: Index?
    var end = endIndex
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let next = utf8.index(after: index)
      if !isBlank(utf8[index]) {
        if first == nil { first = index }
        end = next
      }
      index = next
    }
    guard let first else { return self[endIndex...] }
    return self[first..<end]
  }
}
