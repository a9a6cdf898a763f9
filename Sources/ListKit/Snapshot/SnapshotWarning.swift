// Non-fatal diagnostics of the snapshots (Apple logs them to the console) and the global handler they go to.

import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A problem Apple reports with a console log instead of an exception.
///
/// The checked `try…` methods return warnings; the Apple-shaped methods pass each one to `SnapshotWarning.handler`,
/// which by default writes `description` and a newline to standard error, like Apple's console log.
public struct SnapshotWarning: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// What happened.
  public enum Kind: Sendable, Equatable, Hashable {
    /// `appendItems` / `insertItems` received items that were already in the snapshot; they were moved into place
    /// (docs/semantics.md §1.3, §8.2).
    case itemsAlreadyExist
    /// `expand(_:)` of section-snapshot items that are not in the section snapshot; they were ignored (§2.1).
    case expandUnknownItems
    /// `collapse(_:)` of section-snapshot items that are not in the section snapshot; they were ignored (§2.1).
    case collapseUnknownItems
  }

  /// What happened.
  public var kind: Kind
  /// The identifiers concerned, rendered with `String(describing:)`, in argument order, without repeats.
  public var identifiers: [String]

  /// Creates a warning.
  ///
  /// - Complexity: O(1).
  public init(kind: Kind, identifiers: [String]) {
    self.kind = kind
    self.identifiers = identifiers
  }

  /// The console text Apple logs for this situation, identifiers filled in, from the ``FailureCatalogue``.
  public var description: String { failureMessage.text }

  /// The warning's catalogue entry with its identifiers.
  public var failureMessage: FailureMessage {
    typealias C = FailureCatalogue
    return switch kind {
    case .itemsAlreadyExist:
      identifiers.count == 1
        ? C.itemAlreadyExists.message([.list(identifiers)])
        : C.itemsAlreadyExist.message([.number(identifiers.count), .list(identifiers)])
    case .expandUnknownItems: C.expandUnknown.message([.list(identifiers)])
    case .collapseUnknownItems: C.collapseUnknown.message([.list(identifiers)])
    }
  }

  /// Receives every warning produced by the Apple-shaped (non-`try`) snapshot methods. Thread-safe; set it to
  /// collect, silence or forward warnings (e.g. in tests or in the shell). Default: `writeToStandardError`.
  ///
  /// - Complexity: O(1); reading and writing take a lock.
  public static var handler: @Sendable (SnapshotWarning) -> Void {
    get { handlerStorage.withLock { $0 } }
    set { handlerStorage.withLock { $0 = newValue } }
  }

  /// The default handler: writes `description` and a newline to standard error.
  ///
  /// - Complexity: O(length of the text).
  @Sendable public static func writeToStandardError(_ warning: SnapshotWarning) {
    var text = warning.description
    text.append("\n")
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(2, bytes.baseAddress! + offset, bytes.count - offset)
        if written <= 0 { break }
        offset += written
      }
    }
  }

  /// Sends warnings to `handler` (the handler is read once).
  @usableFromInline static func emit(_ warnings: [SnapshotWarning]) {
    guard !warnings.isEmpty else { return }
    let handler = self.handler
    for warning in warnings { handler(warning) }
  }

  private static let handlerStorage = Mutex<@Sendable (SnapshotWarning) -> Void>(writeToStandardError)
}
