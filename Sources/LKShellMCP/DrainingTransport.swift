// The transport of `lks mcp`: newline-delimited messages on standard input and output, as the SDK's StdioTransport,
// with two differences. A line is found in linear time and is at most `maximumLine` bytes (the SDK's transport scans
// its whole buffer again after every 4 KB read: a 1 MB request took 30 s, 4 MB 270 s); a longer line is skipped to
// its end and handed on as a line that is not JSON, which the server answers with a parse error. And when standard
// input closes, the answers owed to the requests already read are still sent before the process ends (the server
// handles each request in a task of its own, and its loop ends at the end of input without waiting for them). It
// frames and counts; it does not speak JSON-RPC (the SDK's Server does).

import Foundation
import Logging
import MCP

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

actor DrainingTransport: Transport {
  /// The longest message read, in bytes: far above the tools' 256 KB input (JSON escapes included).
  static let maximumLine = 8 * 1024 * 1024

  nonisolated let logger = Logger(label: "lks.mcp", factory: { _ in SwiftLogNoOpLogHandler() })
  private let messages: AsyncThrowingStream<Data, Swift.Error>
  private let continuation: AsyncThrowingStream<Data, Swift.Error>.Continuation
  private var owed = 0
  private var sent = 0

  init() {
    (messages, continuation) = AsyncThrowingStream<Data, Swift.Error>.makeStream()
  }

  func connect() async throws {
    let continuation = self.continuation
    // A blocking read, on a thread of its own: the tasks' threads stay free.
    Thread.detachNewThread { [self] in
      Self.readLines { line in
        let owes = Self.answersOwed(for: line)
        let counted = DispatchSemaphore(value: 0)
        Task {
          await self.owe(owes)
          counted.signal()
        }
        counted.wait()
        continuation.yield(line)
      }
      continuation.finish()
    }
  }

  func disconnect() async { continuation.finish() }

  func send(_ data: Data) async throws {
    var message = data
    message.append(UInt8(ascii: "\n"))
    try message.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
        }
        offset += written
      }
    }
    sent += Self.answers(in: data)
  }

  nonisolated func receive() -> AsyncThrowingStream<Data, Swift.Error> { messages }

  private func owe(_ count: Int) { owed += count }

  /// Waits until every answer owed was sent, or `timeout` passed.
  func drain(timeout: Duration) async {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while sent < owed, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(10))
    }
  }

  /// Reads standard input to its end, handing on each non-empty line (without its newline); a line longer than
  /// `maximumLine` is handed on as a line that is not JSON.
  nonisolated static func readLines(_ handle: (Data) -> Void) {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var line = Data()
    var skipping = false
    while true {
      let count = read(STDIN_FILENO, &buffer, buffer.count)
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count > 0 else { break }
      var start = 0
      while start < count {
        let newline = buffer[start..<count].firstIndex(of: UInt8(ascii: "\n"))
        let end = newline ?? count
        if !skipping { line.append(contentsOf: buffer[start..<end]) }
        if line.count > maximumLine {
          line = Data()
          skipping = true
        }
        if newline != nil {
          if skipping {
            handle(Data("a message longer than \(maximumLine) bytes".utf8))
          } else if !line.isEmpty {
            handle(line)
          }
          line = Data()
          skipping = false
        }
        start = end + 1
      }
    }
    if !skipping, !line.isEmpty { handle(line) }
  }

  private struct Envelope: Decodable {
    let id: Value?
    let method: String?
    let result: Value?
    let error: Value?
  }

  /// 1 for a request or a message that cannot be read (the server answers with an error), 0 for a notification or a
  /// response; a batch owes one per request in it.
  nonisolated static func answersOwed(for data: Data) -> Int {
    let decoder = JSONDecoder()
    if let batch = try? decoder.decode([Envelope].self, from: data) {
      return batch.filter { $0.method != nil && $0.id != nil }.count
    }
    guard let message = try? decoder.decode(Envelope.self, from: data) else { return 1 }
    if message.method == nil, message.result != nil || message.error != nil { return 0 }
    if message.method != nil, message.id == nil { return 0 }
    return 1
  }

  /// How many answers `data` sends: one a response, one per response of a batch.
  nonisolated static func answers(in data: Data) -> Int {
    let decoder = JSONDecoder()
    if let batch = try? decoder.decode([Envelope].self, from: data) {
      return batch.filter { $0.method == nil && ($0.result != nil || $0.error != nil) }.count
    }
    guard let message = try? decoder.decode(Envelope.self, from: data) else { return 0 }
    return message.method == nil && (message.result != nil || message.error != nil) ? 1 : 0
  }
}
