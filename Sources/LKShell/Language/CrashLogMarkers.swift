// The cheap first look at a crash log's bytes: whether a line can matter to the exception finder at all (it holds a
// message beginning, a header's words, a bug frame), so that the lines of ordinary logging — nearly all of a long
// console log — are passed over without decoding, cleaning or a String; and where a line of megabytes is cut into
// the records it holds.

import ListKit

/// The byte patterns that make a line worth reading, and a scan for them.
///
/// A line the finder would act on while it is not reading a message holds one of these: a catalogue message beginning
/// at the start of a word (`attempt to delete`, `Invalid update:` …), or a header's words (`xception` of every
/// exception's name and of `Terminating app due to uncaught exception`, `reason: '`, `Assertion failure in`,
/// `Application Specific Information`, Xcode's `Thread 1: "…"`, `_Bug_Detected_In_Client_Of_`). A line
/// without any of them is skipped.
enum CrashLogMarkers {
  /// A pattern and whether it counts only at the start of a word.
  struct Needle {
    let bytes: [UInt8]
    let atWordStart: Bool
    /// A line is cut before it when the line is too long to be read whole (see ``pieces(of:)``).
    let cuts: Cut
  }

  /// How a needle cuts a long line.
  enum Cut {
    /// It does not.
    case none
    /// It begins a header: the piece starts at the needle (or at `*** ` before it).
    case header
    /// It begins a message: the piece starts at the needle, unless it is the message of the header just before.
    case beginning
  }

  /// The needles: the catalogue's message beginnings and the finder's header words.
  static let needles: [Needle] = {
    var result: [Needle] = []
    for beginning in ExceptionFinder.logBeginnings {
      result.append(Needle(bytes: Array(beginning.utf8), atWordStart: true, cuts: .beginning))
    }
    for header in [
      "Terminating app due to uncaught exception", "*** Assertion failure in", "Fatal Exception:",
      "Application Specific Information:", "Thread ",
    ] {
      result.append(Needle(bytes: Array(header.utf8), atWordStart: true, cuts: .header))
    }
    for word in ["xception", "reason: '", "Assertion failure", "_Bug_Detected_In_Client_Of_"] {
      result.append(Needle(bytes: Array(word.utf8), atWordStart: false, cuts: .none))
    }
    return result.filter { $0.bytes.count >= 2 }
  }()

  /// The needles by their first two bytes (`b0 << 8 | b1`): a table lookup per byte rejects almost every position.
  private static let byPair: [[Int]] = {
    var table = [[Int]](repeating: [], count: 65_536)
    for (index, needle) in needles.enumerated() {
      table[Int(needle.bytes[0]) << 8 | Int(needle.bytes[1])].append(index)
    }
    return table
  }()

  /// Whether any needle starts with the pair (indexed as in `byPair`).
  private static let pairs: [Bool] = byPair.map { !$0.isEmpty }

  /// Whether a byte ends a word for the needles that count only at a word's start: not an ASCII letter, except `Z`
  /// (the zone of a timestamp the line's prefix ends with, as in `…12.345Zattempt`), so that a beginning right
  /// after any prefix the cleaning removes is seen.
  @inline(__always)
  private static func isWordBoundary(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return !(lower >= 0x61 && lower <= 0x7A) || byte == UInt8(ascii: "Z")
  }

  /// The first needle in `bytes` from `start`: its position and index in ``needles``, or nil.
  ///
  /// - Complexity: O(n) in the length scanned (a table lookup per byte; a comparison where a needle's first two
  ///   bytes occur).
  static func firstNeedle(in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> (position: Int, needle: Int)? {
    let count = bytes.count
    guard count >= 2, start < count - 1 else { return nil }
    return pairs.withUnsafeBufferPointer { pairs -> (Int, Int)? in
      var previous: UInt8 = start == 0 ? 0x20 : bytes[start - 1]
      var index = start
      var pair = Int(bytes[index])
      while index < count - 1 {
        let byte = bytes[index]
        pair = (pair << 8 | Int(bytes[index + 1])) & 0xFFFF
        if pairs[pair] {
          for candidate in byPair[pair] {
            let needle = needles[candidate]
            if needle.atWordStart && !isWordBoundary(previous) { continue }
            if matches(needle.bytes, in: bytes, at: index), candidate != threadNeedle || isThreadBanner(bytes, index) {
              return (index, candidate)
            }
          }
        }
        previous = byte
        index += 1
      }
      return nil
    }
  }

  /// The index of `Thread `, which counts only as Xcode's banner `Thread 1: "…"`.
  private static let threadNeedle = needles.firstIndex { $0.bytes == Array("Thread ".utf8) }

  /// Whether `Thread ` at `index` is followed by digits and `: "`.
  private static func isThreadBanner(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Bool {
    var k = index + 7
    let digits = k
    while k < bytes.count, bytes[k] >= 0x30, bytes[k] <= 0x39 { k += 1 }
    return k > digits && k + 3 <= bytes.count && bytes[k] == UInt8(ascii: ":") && bytes[k + 1] == 0x20
      && bytes[k + 2] == UInt8(ascii: "\"")
  }

  @inline(__always)
  private static func matches(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    guard index + needle.count <= bytes.count else { return false }
    var k = 2
    while k < needle.count {
      if bytes[index + k] != needle[k] { return false }
      k += 1
    }
    return true
  }

  /// Whether the line may matter to the finder while it reads no message: it holds a needle.
  static func mayMatter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { firstNeedle(in: bytes) != nil }

  /// The longest line read whole, in bytes; a longer one (a log whose line breaks were lost, a minified export) is
  /// read as the pieces ``pieces(of:)`` cuts it into.
  static let longLine = 65_536

  /// The records of a long line: a piece from each header, and from each message beginning that is not the message
  /// of the header before it, to the next, each cut to `FailureCatalogue.maximumLength` bytes (a message is never
  /// longer). Text before the first needle is dropped: it holds none.
  ///
  /// - Complexity: O(n).
  static func pieces(of bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    var starts: [Int] = []
    var afterHeader = false
    var position = 0
    while let (found, index) = firstNeedle(in: bytes, from: position) {
      let needle = needles[index]
      switch needle.cuts {
      case .header:
        var start = found
        if start >= 4, bytes[start - 4] == UInt8(ascii: "*"), bytes[start - 1] == 0x20 { start -= 4 }
        if starts.last.map({ $0 < start }) ?? true { starts.append(start) }
        afterHeader = true
      case .beginning:
        if afterHeader {
          afterHeader = false
        } else {
          starts.append(found)
        }
      case .none:
        if starts.isEmpty { starts.append(max(0, found - 256)) }
      }
      position = found + needle.bytes.count
    }
    var result: [Range<Int>] = []
    for (k, start) in starts.enumerated() {
      let end = k + 1 < starts.count ? starts[k + 1] : bytes.count
      result.append(start..<min(end, start + FailureCatalogue.maximumLength))
    }
    return result
  }
}
