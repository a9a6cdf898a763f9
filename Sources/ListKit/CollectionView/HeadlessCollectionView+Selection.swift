// Selection in the headless collection view: programmatic selection (no delegate calls, as in UIKit) and taps
// (delegate told). Batch updates carry the selection along with the items (HeadlessCollectionView+Updates.swift).

extension HeadlessCollectionView {
  /// The selected items, ascending.
  ///
  /// - Complexity: O(s log s) for s selected items.
  public var indexPathsForSelectedItems: [IndexPath] { selection.sorted() }

  /// Selects an item without telling the delegate; in single-selection mode the other items are deselected.
  ///
  /// - Throws: ``CollectionViewError/invalidIndexPath(operation:_:)`` when the item is not in the view.
  /// - Complexity: O(s) for s selected items.
  public func trySelectItem(at indexPath: IndexPath) throws(CollectionViewError) {
    guard row(of: indexPath) != nil else { throw .invalidIndexPath(operation: "select item at", indexPath) }
    if !allowsMultipleSelection {
      for other in selection where other != indexPath { setSelected(false, at: other) }
    }
    setSelected(true, at: indexPath)
  }

  /// ``trySelectItem(at:)`` that traps with the message.
  ///
  /// - Complexity: O(s) for s selected items.
  public func selectItem(at indexPath: IndexPath) {
    orTrap { () throws(CollectionViewError) in try trySelectItem(at: indexPath) }
  }

  /// Deselects an item without telling the delegate; nothing happens when it is not selected.
  ///
  /// - Throws: ``CollectionViewError/invalidIndexPath(operation:_:)`` when the item is not in the view.
  /// - Complexity: O(1).
  public func tryDeselectItem(at indexPath: IndexPath) throws(CollectionViewError) {
    guard row(of: indexPath) != nil else { throw .invalidIndexPath(operation: "deselect item at", indexPath) }
    setSelected(false, at: indexPath)
  }

  /// ``tryDeselectItem(at:)`` that traps with the message.
  ///
  /// - Complexity: O(1).
  public func deselectItem(at indexPath: IndexPath) {
    orTrap { () throws(CollectionViewError) in try tryDeselectItem(at: indexPath) }
  }

  /// Selects an item as a user's tap does, telling the delegate: in single-selection mode the previously selected
  /// items are deselected (`didDeselectItemAt`) and the item selected (`didSelectItemAt`, unless already
  /// selected); in multiple-selection mode a tap toggles the item.
  ///
  /// - Throws: ``CollectionViewError/invalidIndexPath(operation:_:)`` when the item is not in the view.
  /// - Complexity: O(s log s) for s selected items.
  public func tryTapItem(at indexPath: IndexPath) throws(CollectionViewError) {
    guard row(of: indexPath) != nil else { throw .invalidIndexPath(operation: "tap item at", indexPath) }
    if allowsMultipleSelection && selection.contains(indexPath) {
      setSelected(false, at: indexPath)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    if !allowsMultipleSelection {
      for other in selection.sorted() where other != indexPath {
        setSelected(false, at: other)
        delegate?.collectionView(self, didDeselectItemAt: other)
      }
    }
    guard !selection.contains(indexPath) else { return }
    setSelected(true, at: indexPath)
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  /// ``tryTapItem(at:)`` that traps with the message.
  ///
  /// - Complexity: as ``tryTapItem(at:)``.
  public func tapItem(at indexPath: IndexPath) {
    orTrap { () throws(CollectionViewError) in try tryTapItem(at: indexPath) }
  }

  private func setSelected(_ selected: Bool, at indexPath: IndexPath) {
    if selected { selection.insert(indexPath) } else { selection.remove(indexPath) }
    cellForItem(at: indexPath)?.isSelected = selected
  }
}
