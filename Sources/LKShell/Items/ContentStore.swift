// The shell's model store: per item, the text its cell should show. Cells read it when they are configured, so a
// change (`set-content`) reaches the screen only through reconfigure or reload — exactly as with a real model.

/// Per-item model content, keyed by the item's display key (`alpha`, `Banner:1`).
@MainActor
public final class ContentStore {
  private var texts: [String: String] = [:]
  /// Keys whose text changed since the last apply (auto-reconfigure).
  public private(set) var changedSinceApply: Set<String> = []

  public init() {}

  /// The text for an item: what `set-content` stored, or the item's default (its identifier).
  public func text(for key: String, defaultText: String) -> String { texts[key] ?? defaultText }

  /// The stored text, if `set-content` set one.
  public func storedText(for key: String) -> String? { texts[key] }

  public func setText(_ text: String?, for key: String) {
    texts[key] = text
    changedSinceApply.insert(key)
  }

  public func clearChangesSinceApply() {
    if !changedSinceApply.isEmpty { changedSinceApply = [] }
  }

  /// All stored texts (for undo of `set-content`).
  public var all: [String: String] {
    get { texts }
    set { texts = newValue }
  }
}
