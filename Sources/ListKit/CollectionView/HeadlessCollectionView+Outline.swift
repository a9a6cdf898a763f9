// Outline rows as a user taps them: a header-style outline disclosure (`.header`, or `.automatic` on a cell whose
// content is a header configuration) makes a tap anywhere in the row toggle the item's expansion instead of
// selecting it; a `.cell`-style row selects, and only a tap on its disclosure control toggles. The expansion goes
// through the data source's section snapshot handlers (docs/semantics.md §2.4).

extension HeadlessCollectionView {
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
    } else if accessory.kind == .outlineDisclosure, let responder = dataSource as? any SimulatedUserResponder {
      // The view's failures are rethrown; a failure of the app's handlers (children that clash with the tree)
      // traps, as UIKit raises.
      do throws(DataSourceError) {
        _ = try responder.userDidTapDisclosure(at: indexPath)
      } catch {
        switch error {
        case .collectionView(let viewError), .viewFailedAfterUpdate(let viewError): throw viewError
        default: preconditionFailure(error.description)
        }
      }
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
