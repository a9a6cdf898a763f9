// The state machine that finds exceptions in a crash log's cleaned lines: the headers that announce one (`***
// Terminating app due to uncaught exception`, `*** Assertion failure in`, Crashlytics' `Fatal Exception:`, Sentry's
// `NSInternalInconsistencyException:`, Xcode's `Thread 1: "…"`, `Application Specific Information:`), the
// beginnings of the catalogue's messages anywhere in a line, the lines that continue a message, and the frames after.

import ListKit

struct ExceptionFinder {
  let limit: Int
  private(set) var exceptions: [CrashLogException] = []
  private(set) var found = 0
  private(set) var unrecognized = 0

  /// The exception being read.
  private struct Building {
    var line: Int
    var name: String?
    var header: String?
    var lines: [Substring] = []
    var size = 0
    /// A header was read and its message is still to come (on one of the next lines).
    var waitsForMessage: Bool
    /// Later lines may continue the message.
    var collecting = false
    var frame: String?
    /// The message stood in quotes (`reason: '…'`, `Thread 1: "…"`): the closing quote is dropped.
    var quote: Character?
    /// The message as read, once its lines are complete.
    var message: String?
  }
  private var current: Building?
  /// The last exception finished, not yet counted: a repeat of its message right after it (the console's line and
  /// Xcode's banner, a logged and a thrown copy) is the same exception.
  private var previous: Building?
  /// Lines read since the header that waits for its message.
  private var linesWaiting = 0
  /// The readings of the messages seen, by text: a log repeats one message many times.
  private var readings: [String: FailureMessage?] = [:]

  init(limit: Int) { self.limit = limit }

  /// Whether every line must be fed: a message is being read, or a header waits for its message. Otherwise only the
  /// lines that hold one of `CrashLogMarkers.needles` can change anything.
  var readsEveryLine: Bool {
    guard let current else { return false }
    return current.collecting || current.waitsForMessage
  }

  /// The message beginnings, indexed by their first two bytes, for a scan in time linear in the line's length.
  private static let beginnings: [UInt16: [[UInt8]]] = {
    var table: [UInt16: [[UInt8]]] = [:]
    for beginning in logBeginnings {
      let bytes = Array(beginning.utf8)
      guard bytes.count >= 2 else { continue }
      table[UInt16(bytes[0]) << 8 | UInt16(bytes[1]), default: []].append(bytes)
    }
    return table
  }()

  /// Whether any beginning starts with a pair of bytes (indexed by the pair): the scan's quick rejection.
  private static let beginningPairs: [Bool] = {
    var pairs = [Bool](repeating: false, count: 65_536)
    for key in beginnings.keys { pairs[Int(key)] = true }
    return pairs
  }()

  /// Beginnings of list exceptions the catalogue words with a value first or words differently.
  static let extraBeginnings = ["Invalid update:", "Invalid batch updates detected"]

  /// The beginnings a message is looked for by in a log: the catalogue's and the extra ones, except the few too
  /// short to tell a message from ordinary words (`attempt to`, the beginning of the shell's own `attempt to …
  /// invalid index path`, which UIKit never prints); a message under a header is read whatever it begins with.
  static let logBeginnings = (FailureCatalogue.messageBeginnings + extraBeginnings).filter { $0.utf8.count >= 12 }

  mutating func feed(_ line: CrashLogLine) {
    switch line.kind {
    case .blank:
      current?.collecting = false
    case .frame:
      current?.collecting = false
      if let frame = Self.bugFrame(in: line.text) {
        if current != nil, current?.frame == nil {
          current?.frame = frame
        } else if current == nil, previous != nil, previous?.frame == nil {
          previous?.frame = frame
        }
      }
    case .text:
      text(line)
    }
    if current?.waitsForMessage == true {
      linesWaiting += 1
      if linesWaiting > 4 { current?.waitsForMessage = false }
    }
  }

  private mutating func text(_ line: CrashLogLine) {
    let text = line.text
    if let header = Self.header(in: text) {
      if let open = current, open.waitsForMessage, open.lines.isEmpty,
        header.name == nil || open.name == nil || header.name == open.name
      {
        // The message of the header before (an assertion line, then the console's `*** Terminating app …`).
        current?.name = open.name ?? header.name
        current?.waitsForMessage = header.message == nil
        if let message = header.message { startMessage(message, quote: header.quote) }
        return
      }
      begin(at: line.number, name: header.name, header: header.header)
      current?.waitsForMessage = header.message == nil
      linesWaiting = 0
      if let message = header.message { startMessage(message, quote: header.quote) }
      return
    }
    if let start = Self.messageStart(in: text) {
      if current?.waitsForMessage == true, current?.lines.isEmpty == true {
        current?.waitsForMessage = false
      } else {
        begin(at: line.number, name: nil, header: nil)
      }
      startMessage(text[start...], quote: nil)
      return
    }
    if var building = current, building.collecting, !line.startsRecord {
      // A message is never longer than the catalogue reads: the lines after that are not part of it.
      guard building.size < FailureCatalogue.maximumLength else {
        current?.collecting = false
        return
      }
      building.lines.append(text)
      building.size += text.utf8.count + 1
      current = building
      return
    }
    if current?.waitsForMessage == true, current?.lines.isEmpty == true {
      // A header's message the catalogue does not know (`Fatal Exception: NSRangeException` then its reason).
      current?.waitsForMessage = false
      startMessage(text, quote: nil)
      return
    }
    current?.collecting = false
  }

  private mutating func startMessage(_ text: Substring, quote: Character?) {
    // A message is never longer than the catalogue reads (the rest of a long line is not part of it).
    let text =
      text.utf8.count > FailureCatalogue.maximumLength
      ? text[..<text.utf8.index(text.startIndex, offsetBy: FailureCatalogue.maximumLength)] : text
    current?.lines = [text]
    current?.size = text.utf8.count
    current?.collecting = true
    current?.quote = quote
  }

  private mutating func begin(at line: Int, name: String?, header: String?) {
    finishCurrent()
    current = Building(line: line, name: name, header: header, waitsForMessage: false)
  }

  /// Ends the log: the exceptions still being read are counted.
  mutating func finish() {
    finishCurrent()
    if let previous { count(previous) }
    previous = nil
  }

  private mutating func finishCurrent() {
    guard var building = current else { return }
    current = nil
    // Its lines are complete: the message is read once.
    building.message = message(of: building)
    if let last = previous {
      if last.message == building.message, building.line - last.line <= 40 {
        // A repeat of the exception just before: one exception.
        var merged = last
        merged.name = last.name ?? building.name
        merged.frame = last.frame ?? building.frame
        previous = merged
        return
      }
      count(last)
    }
    building.collecting = false
    previous = building
  }

  private func message(of building: Building) -> String {
    var text = building.lines.joined(separator: "\n")
    if text.isEmpty, let header = building.header { text = header }
    var cleaned = CrashLog.cleanMessage(text)
    if let quote = building.quote, cleaned.last == quote { cleaned.removeLast() }
    return String(cleaned.trimmingBlanks)
  }

  private mutating func count(_ building: Building) {
    let text = building.message ?? message(of: building)
    let reading: FailureMessage?
    if let known = readings[text] {
      reading = known
    } else {
      reading = FailureCatalogue.recognize(text)
      if readings.count < 10_000 { readings[text] = reading }
    }
    // Words that begin a message in a line of ordinary logging (`Failed to find …`, `the view returned …`), with no
    // header, exception name or frame around them, are no exception unless they read as a message.
    if reading == nil, building.name == nil, building.header == nil, building.frame == nil { return }
    found += 1
    if reading == nil { unrecognized += 1 }
    guard exceptions.count < limit else { return }
    exceptions.append(
      CrashLogException(
        line: building.line, name: building.name, message: text, frame: building.frame, recognized: reading))
  }
}

// MARK: - Headers, beginnings, frames

extension ExceptionFinder {
  /// A line that announces an exception: its name, the message when it is on the same line, the quote around it.
  struct Header {
    var name: String?
    var message: Substring?
    var quote: Character?
    var header: String?
  }

  static func header(in text: Substring) -> Header? {
    if let range = text.byteRange(of: ExceptionPatterns.terminating) {
      let rest = text[range.upperBound...]
      let name = rest.prefix { $0 != "'" }
      let reason = rest.byteRange(of: ExceptionPatterns.reason).map { rest[$0.upperBound...] }
      return Header(name: String(name), message: reason, quote: reason == nil ? nil : "'", header: String(text))
    }
    if let range = text.byteRange(of: ExceptionPatterns.assertion) {
      return Header(header: String(text[range.lowerBound...]))
    }
    if let range = text.byteRange(of: ExceptionPatterns.fatal) {
      let rest = text[range.upperBound...]
      let name = rest.prefix { $0 != " " && $0 != ":" }
      var message = rest.dropFirst(name.count).drop { $0 == " " || $0 == ":" }
      if message.isEmpty { message = "" }
      return Header(name: String(name), message: message.isEmpty ? nil : message, header: String(text))
    }
    if text.hasPrefix("Application Specific Information:") {
      let rest = text.dropFirst("Application Specific Information:".count).drop { $0 == " " }
      return Header(message: rest.isEmpty ? nil : rest, header: String(text))
    }
    if text.hasPrefix("Thread "), let range = text.byteRange(of: ExceptionPatterns.threadQuote),
      text[text.index(text.startIndex, offsetBy: 7)..<range.lowerBound].allSatisfy({ $0.isASCII && $0.isNumber })
    {
      return Header(message: text[range.upperBound...], quote: "\"", header: String(text))
    }
    // Sentry's and other reporters' `NSInternalInconsistencyException: reason` (or the name alone on its line).
    let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    if name.hasSuffix("Exception"), name.count > 9 {
      let rest = text.dropFirst(name.count)
      if rest.isEmpty { return Header(name: String(name), header: String(text)) }
      if rest.hasPrefix(": ") {
        let message = rest.dropFirst(2).drop { $0 == " " }
        return Header(name: String(name), message: message.isEmpty ? nil : message, header: String(text))
      }
    }
    if let range = text.byteRange(of: ExceptionPatterns.reason) {
      return Header(message: text[range.upperBound...], quote: "'", header: String(text))
    }
    return nil
  }

  /// Where a catalogue message begins in `text`, at the start of a word; nil when none does.
  static func messageStart(in text: Substring) -> Substring.Index? {
    let utf8 = text.utf8
    var previous: UInt8 = 0x20
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let byte = utf8[index]
      let next = utf8.index(after: index)
      if next < utf8.endIndex, isWordStart(after: previous),
        beginningPairs[Int(byte) << 8 | Int(utf8[next])],
        let candidates = beginnings[UInt16(byte) << 8 | UInt16(utf8[next])]
      {
        for candidate in candidates where utf8[index...].starts(with: candidate) {
          return index
        }
      }
      previous = byte
      index = next
    }
    return nil
  }

  private static func isWordStart(after byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"")
      || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ">") || byte >= 0x80
  }

  /// The `_Bug_Detected_In_Client_Of_…` symbol in a frame line, or nil.
  static func bugFrame(in text: Substring) -> String? {
    guard let range = text.byteRange(of: ExceptionPatterns.bugFrame) else { return nil }
    let end = text[range.lowerBound...].firstIndex { $0 == " " || $0 == "]" || $0 == "\"" } ?? text.endIndex
    return String(text[range.lowerBound..<end])
  }
}
