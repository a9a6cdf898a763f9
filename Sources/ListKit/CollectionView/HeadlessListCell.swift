// The headless `UICollectionViewListCell`: a cell with a list content configuration and accessories, both recorded
// as values.

/// A list cell (UIKit's `UICollectionViewListCell`): configure it with ``defaultContentConfiguration()`` and
/// ``HeadlessCell/contentConfiguration``, give it ``accessories``; both stay readable, so tests and the shell see
/// the secondary text and which accessories a cell shows.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = folder.name
/// content.secondaryText = "\(folder.count) items"
/// cell.contentConfiguration = content
/// cell.accessories = [.outlineDisclosure(), .disclosureIndicator()]
/// ```
///
/// Like every cell, a recycled list cell keeps its configuration and accessories until it is configured again.
@MainActor
open class HeadlessListCell: HeadlessCell {
  /// The accessories, in order (UIKit's `accessories`).
  open var accessories: [CellAccessory] = []
  /// Whether the cell is in editing mode; accessories displayed `.whenEditing` show only then.
  open var isEditing = false
  /// The outline level the cell is indented to (UIKit's `indentationLevel`). In a section driven by a section
  /// snapshot the data source sets it to the item's level after the cell provider returns the cell.
  open var indentationLevel = 0
  /// The actions a swipe from the leading edge reveals (UIKit's `leadingSwipeActionsConfiguration`), when the
  /// list layout's provider gives none.
  open var leadingSwipeActionsConfiguration: SwipeActionsConfiguration?
  /// The actions a swipe from the trailing edge reveals (UIKit's `trailingSwipeActionsConfiguration`), when the
  /// list layout's provider gives none.
  open var trailingSwipeActionsConfiguration: SwipeActionsConfiguration?

  /// An empty list content configuration in the cell style (UIKit's `defaultContentConfiguration()`).
  ///
  /// - Complexity: O(1).
  open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

  /// The list content configuration set on the cell, or nil (none, or another kind of configuration).
  public var listContentConfiguration: ListContentConfiguration? {
    contentConfiguration as? ListContentConfiguration
  }

  /// The secondary text of the list content configuration, or nil.
  public var secondaryText: String? { listContentConfiguration?.secondaryText }

  /// The accessories shown now (given ``isEditing`` and their options), in order.
  public var visibleAccessories: [CellAccessory] { accessories.filter { $0.isShown(editing: isEditing) } }

  /// The cell's state with its editing mode.
  open override var configurationState: CellConfigurationState {
    var state = super.configurationState
    state.isEditing = isEditing
    return state
  }

  /// Keeps the accessories, editing mode, indentation and swipe actions with the cell's properties.
  open override func captureState() -> StateRestorer? {
    let restoreCell = super.captureState()
    let (accessories, isEditing, indentationLevel) = (self.accessories, self.isEditing, self.indentationLevel)
    let (leading, trailing) = (leadingSwipeActionsConfiguration, trailingSwipeActionsConfiguration)
    return { [self] in
      if !self.accessories.isIdentical(to: accessories) { self.accessories = accessories }
      if self.isEditing != isEditing { self.isEditing = isEditing }
      if self.indentationLevel != indentationLevel { self.indentationLevel = indentationLevel }
      if self.leadingSwipeActionsConfiguration !== leading { self.leadingSwipeActionsConfiguration = leading }
      if self.trailingSwipeActionsConfiguration !== trailing { self.trailingSwipeActionsConfiguration = trailing }
      restoreCell?()
    }
  }
}

extension [CellAccessory] {
  /// Equal, and with the same handlers (equality leaves handlers out; putting accessories back must not).
  fileprivate func isIdentical(to other: [CellAccessory]) -> Bool {
    self == other && zip(self, other).allSatisfy { ($0.actionHandler == nil) == ($1.actionHandler == nil) }
  }
}
