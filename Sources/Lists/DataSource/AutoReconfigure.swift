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
  /// - Complexity: O(n + m) hash operations.
  static func changedItems<Item: Hashable & Sendable>(
    visible: [Item], current: [Item], isContentChanged: (Item, Item) -> Bool
  ) -> [Item] {
    guard !visible.isEmpty, !current.isEmpty else { return [] }
    let currentItems = Set(current)
    var changed: [Item] = []
    for item in visible {
      guard let index = currentItems.firstIndex(of: item) else { continue }
      if isContentChanged(currentItems[index], item) { changed.append(item) }
    }
    return changed
  }

  /// The content comparison for any item type: `ContentEquatable` types and `AnyItem` say something; other types
  /// have no content beyond identity (nil).
  static func contentComparison<Item: Hashable & Sendable>(for type: Item.Type) -> ((Item, Item) -> Bool)? {
    if Item.self == AnyItem.self {
      return { old, new in
        let old = old as! AnyItem  // Item == AnyItem (checked above)
        let new = new as! AnyItem
        return old.isContentEquatable && !old.isContentEqual(to: new)
      }
    }
    if Item.self is any ContentEquatable.Type {
      return { old, new in
        guard let old = old as? any ContentEquatable, let new = new as? any ContentEquatable else { return false }
        return !old.isContentEqual(toAny: new)
      }
    }
    return nil
  }
}
