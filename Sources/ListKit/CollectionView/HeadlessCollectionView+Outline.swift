// Outline rows as a user taps them: a header-style outline disclosure (`.header`, or `.automatic` on a cell whose
// content is a header configuration) makes a tap anywhere in the row toggle the item's expansion instead of
// selecting it; a `.cell`-style row selects, and only a tap on its disclosure control toggles. The expansion goes
// through the data source's section snapshot handlers (docs/semantics.md §2.4).

/// A data source that can expand and collapse an item as the user's tap on its disclosure control does (the
/// diffable data source, through its section snapshot handlers).
@MainActor
protocol OutlineExpansionDataSource: AnyObject {
  /// Toggles the expansion of the item at `indexPath`.
  func userToggleExpansion(ofItemAt indexPath: IndexPath) throws(CollectionViewError)
}

extension HeadlessCollectionView {
  /// A user's tap on the accessory of `kind` of the displayed list cell at `indexPath`: its action handler runs;
  /// an outline disclosure without one toggles the item's expansion through the data source.
  ///
  /// - Returns: whether the cell shows such an accessory (false for a row off screen or not a list cell).
  /// - Throws: ``HeadlessViewError/invalidIndexPath(operation:_:)`` when the item is not in the view; the apply's
  ///   cell failures for an expansion.
  /// - Complexity: O(accessories), plus the handler or the expansion's apply.
  @discardableResult
  public func tryTapAccessory(_ kind: CellAccessory.Kind, ofItemAt indexPath: IndexPath) throws(CollectionViewError)
    -> Bool
  {
    guard list.row(of: indexPath) != nil else { throw .invalidIndexPath(operation: "tap accessory of", indexPath) }
    try listLayoutIfNeeded()
    guard let cell = listCellForRow(at: indexPath) as? HeadlessListCell,
      let accessory = cell.visibleAccessories.first(where: { $0.kind == kind })
    else { return false }
    try perform(accessory, at: indexPath)
    return true
  }

  /// ``tryTapAccessory(_:ofItemAt:)`` that traps with the message.
  @discardableResult
  public func tapAccessory(_ kind: CellAccessory.Kind, ofItemAt indexPath: IndexPath) -> Bool {
    orTrap { () throws(CollectionViewError) in try tryTapAccessory(kind, ofItemAt: indexPath) }
  }

  /// The outline disclosure of the displayed cell at `indexPath` when it makes the whole row a header (a tap
  /// toggles expansion, the row is not selectable); nil otherwise.
  func headerOutlineDisclosure(at indexPath: IndexPath) -> CellAccessory? {
    guard let cell = listCellForRow(at: indexPath) as? HeadlessListCell,
      let disclosure = cell.visibleAccessories.first(where: { $0.kind == .outlineDisclosure })
    else { return nil }
    switch disclosure.outlineStyle {
    case .header: return disclosure
    case .automatic: return cell.listContentConfiguration?.style.isHeader == true ? disclosure : nil
    case .cell, nil: return nil
    }
  }

  /// Runs an accessory's action: its handler, or for an outline disclosure without one the data source's toggle.
  func perform(_ accessory: CellAccessory, at indexPath: IndexPath) throws(CollectionViewError) {
    if let handler = accessory.actionHandler {
      handler()
    } else if accessory.kind == .outlineDisclosure, let outline = dataSource as? any OutlineExpansionDataSource {
      try outline.userToggleExpansion(ofItemAt: indexPath)
    }
  }
}

extension ListContentConfiguration.Style {
  /// Whether the style configures a section header (what `.automatic` outline disclosures read as header rows).
  var isHeader: Bool {
    switch self {
    case .plainHeader, .groupedHeader, .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader,
      .sidebarHeader, .header:
      true
    default: false
    }
  }
}
