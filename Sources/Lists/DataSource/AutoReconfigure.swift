// Automatic reconfigure: items that keep their identity but changed content get `reconfigureItems` before apply.

enum AutoReconfigure {
  /// Marks for reconfigure every item of `new` that matches an item of `old` by identity but whose content differs
  /// (`isContentEqual`). Items already marked for reload or reconfigure are left alone.
  ///
  /// - Complexity: O(n + m) hash operations, only when `isContentChanged` can say anything (the caller checks).
  static func markChangedItems<Section: Hashable & Sendable, Item: Hashable & Sendable>(
    in new: inout DiffableDataSourceSnapshot<Section, Item>,
    comparedTo old: DiffableDataSourceSnapshot<Section, Item>,
    isContentChanged: (Item, Item) -> Bool
  ) {
    let alreadyMarked = Set(new.reconfiguredItemIdentifiers).union(new.reloadedItemIdentifiers)
    let changed = changedItems(
      visible: new.itemIdentifiers, current: old.itemIdentifiers, isContentChanged: isContentChanged
    ).filter { !alreadyMarked.contains($0) }
    if !changed.isEmpty { new.reconfigureItems(changed) }
  }

  /// The items of `visible` that match an item of `current` by identity but whose content differs, in `visible`
  /// order (also used for a section snapshot's visible items against the data source's current items).
  ///
  /// The common prefix and suffix of the two sequences (an update usually changes a small part of a list) are
  /// compared pairwise, without hashing; only the items between them go through a hash table of `current`'s.
  ///
  /// - Complexity: O(n + m) comparisons, plus O(k + l) hash operations for the k and l items outside the common
  ///   prefix and suffix.
  static func changedItems<Item: Hashable & Sendable>(
    visible: [Item], current: [Item], isContentChanged: (Item, Item) -> Bool
  ) -> [Item] {
    guard !visible.isEmpty, !current.isEmpty else { return [] }
    let common = Swift.min(visible.count, current.count)
    var prefix = 0
    while prefix < common, visible[prefix] == current[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < common - prefix, visible[visible.count - 1 - suffix] == current[current.count - 1 - suffix] {
      suffix += 1
    }
    var changed: [Item] = []
    for index in 0..<prefix where isContentChanged(current[index], visible[index]) { changed.append(visible[index]) }
    // An item of the middle of `visible` can only match one of the middle of `current`: the prefix and the suffix
    // hold the same items in both.
    let middle = visible[prefix..<(visible.count - suffix)]
    let currentMiddle = current[prefix..<(current.count - suffix)]
    if !middle.isEmpty, !currentMiddle.isEmpty {
      let currentItems = Set(currentMiddle)
      for item in middle {
        guard let index = currentItems.firstIndex(of: item) else { continue }
        if isContentChanged(currentItems[index], item) { changed.append(item) }
      }
    }
    let offset = current.count - visible.count
    for index in (visible.count - suffix)..<visible.count
    where isContentChanged(current[index + offset], visible[index]) {
      changed.append(visible[index])
    }
    return changed
  }

  /// The content comparison for any item type: `ContentEquatable` types and `AnyItem` say something; other types
  /// have no content beyond identity (nil).
  static func contentComparison<Item: Hashable & Sendable>(for type: Item.Type) -> ((Item, Item) -> Bool)? {
    if Item.self == AnyItem.self {
      return { old, new in
        let old = unsafeBitCast(old, to: AnyItem.self)  // Item == AnyItem (checked above): no cast per item
        let new = unsafeBitCast(new, to: AnyItem.self)
        return old.isContentEquatable && !old.isContentEqual(to: new)
      }
    }
    if let contentType = Item.self as? any ContentEquatable.Type {
      return comparison(of: contentType, as: Item.self)
    }
    return nil
  }

  /// The content comparison of `Content`, which is `Item` (the caller opened `Item`'s conformance once): each call
  /// reinterprets the two values instead of casting them to `any ContentEquatable` — three dynamic casts per item,
  /// which made comparing 100,000 items cost more than diffing them.
  private static func comparison<Content: ContentEquatable, Item>(of _: Content.Type, as _: Item.Type)
    -> (Item, Item) -> Bool
  {
    precondition(Content.self == Item.self)
    return { old, new in
      !unsafeBitCast(old, to: Content.self).isContentEqual(to: unsafeBitCast(new, to: Content.self))
    }
  }
}
