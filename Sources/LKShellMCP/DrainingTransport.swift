// The SDK's StdioTransport, with one addition: when standard input closes, the answers owed to the requests already
// read are still sent before the process ends (the server handles each request in a task of its own, and its loop
// ends at the end of input without waiting for them). It counts, it does not speak JSON-RPC: a message read that is
// not a notification or a response is owed one message back.

import Foundation
import Logging
import MCP

actor DrainingTransport: Transport {
  private let base = StdioTransport()
  private var owed = 0
  private var sent = 0

  nonisolated var logger: Logger { base.logger }

  func connect() async throws { try await base.connect() }

  func disconnect() async { await base.disconnect() }

  func send(_ data: Data) async throws {
    try await base.send(data)
    sent += Self.answers(in: data)
  }

  nonisolated func receive() -> AsyncThrowingStream<Data, Swift.Error> {
    let (stream, continuation) = AsyncThrowingStream<Data, Swift.Error>.makeStream()
    let task = Task {
      do {
        for try await data in await base.receive() {
          await self.read(data)
          continuation.yield(data)
        }
        continuation.finish()
      } catch {
        continuation.finish(throwing: error)
      }
    }
    continuation.onTermination = { _ in task.cancel() }
    return stream
  }

  private func read(_ data: Data) { owed += Self.answersOwed(for: data) }

  /// Waits until every answer owed was sent, or `timeout` passed.
  func drain(timeout: Duration) async {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while sent < owed, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(10))
    }
  }

  private struct Envelope: Decodable {
    let id: Value?
    let method: String?
    let result: Value?
    let error: Value?
  }

  /// 1 for a request or a message that cannot be read (the server answers with an error), 0 for a notification or a
  /// response; a batch owes one per request in it.
  static func answersOwed(for data: Data) -> Int {
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
  static func answers(in data: Data) -> Int {
    let decoder = JSONDecoder()
    if let batch = try? decoder.decode([Envelope].self, from: data) {
      return batch.filter { $0.method == nil && ($0.result != nil || $0.error != nil) }.count
    }
    guard let message = try? decoder.decode(Envelope.self, from: data) else { return 0 }
    return message.method == nil && (message.result != nil || message.error != nil) ? 1 : 0
  }
}
