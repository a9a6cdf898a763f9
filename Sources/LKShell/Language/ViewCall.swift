// The update lab's vocabulary (docs/language.md §8): which data source drives the view, the view's own update calls
// as an app writes them index path by index path, and the cell-provider mistakes the lab can inject.

import ListKit

/// `data-source classic | data-source diffable`.
enum DataSourceKind: String, Sendable, Hashable, CaseIterable {
  /// A plain `UICollectionViewDataSource` / `UITableViewDataSource` that reads the model's arrays: nothing reaches
  /// the view until the app calls `reloadData()` or makes update calls.
  case classic
  /// `UICollectionViewDiffableDataSource` / `UITableViewDiffableDataSource` (the default).
  case diffable
}

/// One update call of the view (ListKit's `BatchCall`), with UIKit's index frames: deletes, reloads, reconfigures and
/// move sources name the state before the update; inserts and move destinations the state after it
/// (docs/semantics.md §4.1).
typealias ViewCall = BatchCall

extension BatchCall {
  /// The call as UIKit spells it in an app that drives a view of the kind `view`
  /// (`collectionView.deleteItems(at: [[0, 1]])`, `tableView.deleteRows(at: [[0, 1]], with: .automatic)`).
  func appleCall(in view: ViewKind) -> String {
    func path(_ indexPath: IndexPath) -> String { "[\(indexPath.section), \(indexPath.item)]" }
    func paths(_ indexPaths: [IndexPath]) -> String { "[" + indexPaths.map(path).joined(separator: ", ") + "]" }
    func sections(_ indexes: [Int]) -> String { "[" + indexes.map(String.init).joined(separator: ", ") + "]" }
    // A table's methods name rows and take a row animation.
    let (variable, element) = (view.variable, view == .table ? "Row" : "Item")
    let animation = view == .table ? ", with: .automatic" : ""
    return switch self {
    case .deleteItems(let p): "\(variable).delete\(element)s(at: \(paths(p))\(animation))"
    case .insertItems(let p): "\(variable).insert\(element)s(at: \(paths(p))\(animation))"
    case .reloadItems(let p): "\(variable).reload\(element)s(at: \(paths(p))\(animation))"
    case .reconfigureItems(let p): "\(variable).reconfigure\(element)s(at: \(paths(p)))"
    case .moveItem(let from, let to): "\(variable).move\(element)(at: \(path(from)), to: \(path(to)))"
    case .deleteSections(let s): "\(variable).deleteSections(\(sections(s))\(animation))"
    case .insertSections(let s): "\(variable).insertSections(\(sections(s))\(animation))"
    case .reloadSections(let s): "\(variable).reloadSections(\(sections(s))\(animation))"
    case .moveSection(let from, let to): "\(variable).moveSection(\(from), toSection: \(to))"
    }
  }
}

/// `inject-bug …`: a mistake the app's cell provider makes from now on (docs/semantics.md §10), until `inject-bug off`.
enum InjectedBug: Sendable, Hashable {
  /// `inject-bug nil-cell ITEM`: the cell provider returns nil for ITEM.
  case nilCell(ItemReference)
  /// `inject-bug unregistered TYPE`: the cell provider dequeues TYPE's cell with a reuse identifier nobody
  /// registered.
  case unregistered(typeName: String)
  /// `inject-bug registration-in-provider`: the cell provider creates a cell registration on every call.
  case registrationInProvider
  /// `inject-bug reconfigure-other-cell ITEM`: reconfiguring ITEM dequeues a different cell class.
  case reconfigureOtherCell(ItemReference)
  /// `inject-bug not-dequeued ITEM` (an addition to the language): the cell provider returns a cell it created
  /// itself for ITEM instead of dequeuing one.
  case notDequeued(ItemReference)
  /// `inject-bug counts-from-model` (an addition, for `set recover`): the diffable data source's subclass answers the
  /// view's counts from the app's model (the working snapshot) instead of its snapshot, so an edit before `apply`
  /// changes them behind the data source's back (R16 at the next batch).
  case countsFromModel
  /// `inject-bug delete-row-only` (an addition, for `swipe ITEM delete`): the app's Delete handler tells the view the
  /// row is gone (`deleteRows(at:with:)` / `deleteItems(at:)`) without deleting the item from the model, so the view's
  /// count check fails (R16).
  case deleteRowOnly

  /// `reconfigure-other-cell`, whatever the item.
  var isReconfigureOtherCell: Bool {
    if case .reconfigureOtherCell = self { return true }
    return false
  }

  /// `not-dequeued`: a collection view fails on it; a table accepts the cell (docs/semantics.md §10).
  var isNotDequeued: Bool {
    if case .notDequeued = self { return true }
    return false
  }

  /// The name of the failure (`nil-cell`), also the JSON `rule` of the error it causes.
  var name: String {
    switch self {
    case .nilCell: "nil-cell"
    case .unregistered: "unregistered"
    case .registrationInProvider: "registration-in-provider"
    case .reconfigureOtherCell: "reconfigure-other-cell"
    case .notDequeued: "not-dequeued"
    case .countsFromModel: "counts-from-model"
    case .deleteRowOnly: "delete-row-only"
    }
  }
}
