// A list view's calls that can fail, as values (`ListViewCall`; one update call of a batch is the engine's
// `BatchCall`), and the one error every ``HeadlessListView`` throws (`ListViewError`: the view's own error, in its
// words).

/// A call of a ``HeadlessListView`` that can fail, as a value (``HeadlessListView/tryPerform(_:)``). Each case names
/// the views' own methods it stands for.
public enum ListViewCall: Sendable, Hashable {
  /// `reloadData()`.
  case reloadData
  /// Setting `viewportHeight` (`trySetViewportHeight(_:)`).
  case setViewportHeight(Int)
  /// `tryScroll(toRow:)`: `row`, flattened across sections, becomes the first visible row (clamped).
  case scroll(toRow: Int)
  /// `scrollToItem(at:)` / `scrollToRow(at:)`: scrolls as little as possible to show the row.
  case scrollToRow(IndexPath)
  /// `selectItem(at:)` / `selectRow(at:)`, without telling the delegate.
  case selectRow(IndexPath)
  /// `deselectItem(at:)` / `deselectRow(at:)`, without telling the delegate.
  case deselectRow(IndexPath)
  /// A user's tap (`userTap(at:)`): selects or toggles the row and tells the delegate.
  case tapRow(IndexPath)
  /// One update call: recorded inside a batch block; outside one, an implicit single-operation batch validated
  /// against the data source's counts now. A table's insert, delete and reload use `animation`.
  case update(BatchCall, animation: RowAnimation = .automatic)
}

/// A failure of a ``HeadlessListView``: the view's own error, with UIKit's message in that view's words.
///
/// ```swift
/// do {
///   try view.tryPerform(.scrollToRow(IndexPath(item: 9, section: 0)))
/// } catch {
///   print(error.rule as Any, error)  // nil, "attempt to scroll to invalid index path: …"
/// }
/// ```
public enum ListViewError: CataloguedFailure, Equatable, Hashable, Sendable {
  /// A collection view's failure.
  case collectionView(CollectionViewError)
  /// A table view's failure.
  case tableView(TableViewError)

  /// The error of either view, by its kind (one of the two ``HeadlessViewKind``s of ListKit's views).
  ///
  /// - Complexity: O(1).
  init<Kind: HeadlessViewKind>(_ error: HeadlessViewError<Kind>) {
    if let table = error as? TableViewError {
      self = .tableView(table)
    } else {
      self = .collectionView(error as! CollectionViewError)
    }
  }

  /// The rule of docs/semantics.md §4.2 (1–17), nil for failures outside the batch rules (cells, registrations,
  /// misuse).
  public var rule: Int? {
    switch self {
    case .collectionView(let error): error.rule
    case .tableView(let error): error.rule
    }
  }

  /// The failure's entry in the ``FailureCatalogue``, in the view's words, with its values.
  public var failureMessage: FailureMessage {
    switch self {
    case .collectionView(let error): error.failureMessage
    case .tableView(let error): error.failureMessage
    }
  }

  /// The words of the view that failed.
  public var wording: FailureWording {
    switch self {
    case .collectionView: .collectionView
    case .tableView: .tableView
    }
  }
}
