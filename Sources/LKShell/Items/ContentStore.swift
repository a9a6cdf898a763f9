// The shell's model store: per item, the text its cell should show. Cells read it when they are configured, so a
// change (`set-content`) reaches the screen only through reconfigure or reload — exactly as with a real model.

import Lists

/// Per-item model content, keyed by the item's identity (type + identifier): `Banner:1` and the Text item
/// `"Banner:1"` are two items with two contents, although they print alike.
@MainActor
public final class ContentStore {
  private var texts: [ItemReference: String] = [:]
  /// Items whose text changed since the last apply (auto-reconfigure).
  public private(set) var changedSinceApply: Set<ItemReference> = []

  public init() {}

  /// The text for an item: what `set-content` stored, or the item's default (its identifier).
  public func text(for item: ItemReference, defaultText: String) -> String { texts[item] ?? defaultText }

  /// The text for an item: what `set-content` stored, or its identifier.
  public func text(for item: AnyItem) -> String {
    let reference = item.reference
    return texts[reference] ?? reference.id
  }

  /// The stored text, if `set-content` set one.
  public func storedText(for item: ItemReference) -> String? { texts[item] }

  public func setText(_ text: String?, for item: AnyItem) {
    let reference = item.reference
    texts[reference] = text
    changedSinceApply.insert(reference)
  }

  public func clearChangesSinceApply() {
    if !changedSinceApply.isEmpty { changedSinceApply = [] }
  }

  /// All stored texts.
  public var all: [ItemReference: String] {
    get { texts }
    set { texts = newValue }
  }
}
