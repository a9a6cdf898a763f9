// The protocols through which the headless collection view asks for its content and reports selection, shaped
// like UIKit's `UICollectionViewDataSource` and `UICollectionViewDelegate`.

/// Supplies the headless collection view's counts, cells and supplementary views (UIKit's data source protocol).
///
/// During a batch update the view reads the counts before and after the update block; cells are requested at index
/// paths of the data source's current (final) model.
@MainActor
public protocol HeadlessCollectionViewDataSource: AnyObject {
  /// The number of sections of the current model.
  func numberOfSections(in collectionView: HeadlessCollectionView) -> Int
  /// The number of items in a section of the current model.
  func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int
  /// A configured cell for the item, normally obtained with `dequeueReusableCell(withReuseIdentifier:for:)`.
  /// nil is a programming error in UIKit (it raises); here the view reports
  /// ``HeadlessViewError/cellProviderReturnedNil(_:)``.
  func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath) -> HeadlessCell?
  /// A supplementary view of `kind` for the section `indexPath.section` (asked at item 0), for each kind listed in
  /// the view's `supplementaryElementKinds`. The default returns nil, which the view reports as an error.
  func collectionView(
    _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> HeadlessReusableView?
  /// Identity of the item at an index path of the data source's **current** model; asked only when the view tracks
  /// row identities (`tracksRowIdentities`), for rows inserted or reloaded. The default returns nil.
  func collectionView(_ collectionView: HeadlessCollectionView, identifierForItemAt indexPath: IndexPath)
    -> AnyHashable?
  /// Whether the data source supplies section headers; asked only when the view has no layout
  /// (`collectionViewLayout` nil) and no explicit `supplementaryElementKinds`. The default is false.
  func providesSupplementaryViews(for collectionView: HeadlessCollectionView) -> Bool
  /// Whether the user can move the item (UIKit's `collectionView(_:canMoveItemAt:)`). The default is false.
  func collectionView(_ collectionView: HeadlessCollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
  /// The user moved an item (UIKit's `collectionView(_:moveItemAt:to:)`): update the model. The default does
  /// nothing.
  func collectionView(
    _ collectionView: HeadlessCollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
  /// Section index titles (UIKit's `indexTitles(for:)`). The default is nil.
  func indexTitles(for collectionView: HeadlessCollectionView) -> [String]?
  /// Where an index title leads (UIKit's `collectionView(_:indexPathForIndexTitle:at:)`). The default is the first
  /// item of section `index`.
  func collectionView(_ collectionView: HeadlessCollectionView, indexPathForIndexTitle title: String, at index: Int)
    -> IndexPath
}

extension HeadlessCollectionViewDataSource {
  /// No supplementary views: returns nil.
  public func collectionView(
    _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> HeadlessReusableView? { nil }

  /// No identities: returns nil.
  public func collectionView(_ collectionView: HeadlessCollectionView, identifierForItemAt indexPath: IndexPath)
    -> AnyHashable?
  { nil }

  /// No section headers by default.
  public func providesSupplementaryViews(for collectionView: HeadlessCollectionView) -> Bool { false }

  /// Items cannot be moved by default.
  public func collectionView(_ collectionView: HeadlessCollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing.
  public func collectionView(
    _ collectionView: HeadlessCollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}

  /// No index titles.
  public func indexTitles(for collectionView: HeadlessCollectionView) -> [String]? { nil }

  /// The first item of section `index`.
  public func collectionView(
    _ collectionView: HeadlessCollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath {
    IndexPath(item: 0, section: index)
  }
}

/// Told about selection changes made as a user would make them (the simulated user's `userTap(at:)`);
/// programmatic selection does not call the delegate, as in UIKit. Also told when a cell starts and stops being
/// displayed (UIKit's `willDisplay` / `didEndDisplaying`).
@MainActor
public protocol HeadlessCollectionViewDelegate: AnyObject {
  /// An item became selected by a tap.
  func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath)
  /// An item became deselected by a tap (its own, or another item's in single-selection mode).
  func collectionView(_ collectionView: HeadlessCollectionView, didDeselectItemAt indexPath: IndexPath)
  /// `cell`, just returned by the data source for the item at `indexPath`, is about to be displayed: a row entered
  /// the viewport (scroll, insert, reload, `reloadData`) or a reconfigure returned another cell. A reconfigure that
  /// keeps the cell does not call this. The view is in the middle of an update: do not change it from here.
  func collectionView(
    _ collectionView: HeadlessCollectionView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath)
  /// `cell` stopped being displayed and goes to its reuse pool: its row left the viewport, its item was deleted or
  /// reloaded, `reloadData` ran, or a reconfigure replaced it. `indexPath` is where it was displayed (for a deleted
  /// or reloaded item, in the frame before the update). Every `willDisplay` is followed by exactly one of these.
  func collectionView(
    _ collectionView: HeadlessCollectionView, didEndDisplaying cell: HeadlessCell, forItemAt indexPath: IndexPath)
}

extension HeadlessCollectionViewDelegate {
  /// Does nothing.
  public func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) {}
  /// Does nothing.
  public func collectionView(_ collectionView: HeadlessCollectionView, didDeselectItemAt indexPath: IndexPath) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: HeadlessCollectionView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: HeadlessCollectionView, didEndDisplaying cell: HeadlessCell, forItemAt indexPath: IndexPath
  ) {}
}
