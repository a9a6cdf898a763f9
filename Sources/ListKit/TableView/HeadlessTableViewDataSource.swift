// The protocols through which the headless table view asks for its content and editing permissions and reports
// selection, shaped like UIKit's `UITableViewDataSource` and `UITableViewDelegate` (semantics.md §9).

/// Supplies the headless table view's counts, cells, section titles and editing answers (UIKit's
/// `UITableViewDataSource`).
///
/// During a batch update the table reads the counts before and after the update block; cells and titles are
/// requested for the data source's current (final) model. The defaults are UIKit's for a data source that does not
/// implement the method, except ``tableView(_:canMoveRowAt:)`` (see there).
@MainActor
public protocol HeadlessTableViewDataSource: AnyObject {
  /// The number of sections of the current model (UIKit's default: 1).
  func numberOfSections(in tableView: HeadlessTableView) -> Int
  /// The number of rows in a section of the current model.
  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int
  /// A configured cell for the row, normally obtained with `dequeueReusableCell(withIdentifier:for:)`. nil is a
  /// programming error in UIKit (it raises); here the table reports ``HeadlessViewError/cellProviderReturnedNil(_:)``.
  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell?
  /// The title of a section's header; nil for none (the default).
  func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String?
  /// The title of a section's footer; nil for none (the default).
  func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int) -> String?
  /// Whether the user may edit (swipe-delete) the row. UIKit's default for a data source without the method: true.
  func tableView(_ tableView: HeadlessTableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// The user committed an edit of the row (for `.delete`: swiped and tapped Delete). Update the model and tell the
  /// table (delete the row in a batch, or apply a snapshot). The default does nothing: the row stays.
  func tableView(
    _ tableView: HeadlessTableView, commit editingStyle: HeadlessTableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// Whether the user may move the row. UIKit shows the reorder control when the data source implements
  /// `moveRowAt`, which a protocol default cannot see: the default here is false, so implement this to allow moves.
  func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// The user moved a row: the table **already shows** the row at `destinationIndexPath` (source in the frame before
  /// the move, destination after it); update the model to match. The default does nothing.
  func tableView(
    _ tableView: HeadlessTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
  /// The titles of the section index (the A–Z strip); nil for none (the default).
  func sectionIndexTitles(for tableView: HeadlessTableView) -> [String]?
  /// The section a tapped section-index title scrolls to; the default is the title's position.
  func tableView(_ tableView: HeadlessTableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
  /// Identity of the row at an index path of the current model; asked only when the table tracks row identities
  /// (`tracksRowIdentities`), for rows inserted or reloaded. The default returns nil.
  func tableView(_ tableView: HeadlessTableView, identifierForRowAt indexPath: IndexPath) -> AnyHashable?
}

extension HeadlessTableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: HeadlessTableView) -> Int { 1 }
  /// No header title.
  public func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// No footer title.
  public func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int) -> String? { nil }
  /// Every row is editable (UIKit's default when the method is not implemented).
  public func tableView(_ tableView: HeadlessTableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  /// Does nothing.
  public func tableView(
    _ tableView: HeadlessTableView, commit editingStyle: HeadlessTableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// No row can be moved.
  public func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  /// Does nothing.
  public func tableView(
    _ tableView: HeadlessTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
  /// No section index.
  public func sectionIndexTitles(for tableView: HeadlessTableView) -> [String]? { nil }
  /// The title's position.
  public func tableView(_ tableView: HeadlessTableView, sectionForSectionIndexTitle title: String, at index: Int)
    -> Int
  { index }
  /// No identities.
  public func tableView(_ tableView: HeadlessTableView, identifierForRowAt indexPath: IndexPath) -> AnyHashable? {
    nil
  }
}

/// Told about selection changes made as a user would make them (the simulated user's `userTap(at:)`); programmatic
/// selection does not call the delegate, as in UIKit.
@MainActor
public protocol HeadlessTableViewDelegate: AnyObject {
  /// A row became selected by a tap.
  func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath)
  /// A row became deselected by a tap (its own, or another row's in single-selection mode).
  func tableView(_ tableView: HeadlessTableView, didDeselectRowAt indexPath: IndexPath)
  /// `cell`, just returned by the data source for the row at `indexPath`, is about to be displayed (UIKit's
  /// `tableView(_:willDisplay:forRowAt:)`): as the collection view's `willDisplay`. The view is in the middle of an
  /// update: do not change it from here.
  func tableView(_ tableView: HeadlessTableView, willDisplay cell: HeadlessTableViewCell, forRowAt indexPath: IndexPath)
  /// `cell` stopped being displayed and goes to its reuse pool (UIKit's `tableView(_:didEndDisplaying:forRowAt:)`):
  /// as the collection view's `didEndDisplaying`. Every `willDisplay` is followed by exactly one of these.
  func tableView(
    _ tableView: HeadlessTableView, didEndDisplaying cell: HeadlessTableViewCell, forRowAt indexPath: IndexPath)
  /// The actions a swipe right on the row reveals (UIKit's `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`);
  /// nil (the default) for none.
  func tableView(_ tableView: HeadlessTableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> SwipeActionsConfiguration?
  /// The actions a swipe left on the row reveals (UIKit's `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`);
  /// nil (the default) for UIKit's: "Delete" when the data source can edit the row, committing `.delete`.
  func tableView(_ tableView: HeadlessTableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> SwipeActionsConfiguration?
}

extension HeadlessTableViewDelegate {
  /// Does nothing.
  public func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: HeadlessTableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(
    _ tableView: HeadlessTableView, willDisplay cell: HeadlessTableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: HeadlessTableView, didEndDisplaying cell: HeadlessTableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// No leading actions.
  public func tableView(
    _ tableView: HeadlessTableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
  /// UIKit's default trailing actions.
  public func tableView(
    _ tableView: HeadlessTableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
}

/// A data source that must know when the table moves a row on the user's behalf before it calls `moveRowAt` (the
/// diffable data source answers the table from what it shows until the app applies a snapshot).
@MainActor
protocol HeadlessTableViewInteractiveMoveObserver: AnyObject {
  /// The table is about to show the row at `source` at `destination`.
  func tableView(_ tableView: HeadlessTableView, willMoveRowAt source: IndexPath, to destination: IndexPath)
  /// The table has called `moveRowAt` for that move.
  func tableView(_ tableView: HeadlessTableView, didMoveRowAt source: IndexPath, to destination: IndexPath)
  /// The move failed (a cell the table asked for did not come back): the table shows what it showed before it.
  func tableView(_ tableView: HeadlessTableView, didFailToMoveRowAt source: IndexPath, to destination: IndexPath)
}
