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
  /// ``CollectionViewError/cellProviderReturnedNil(_:)``.
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
}

/// Told about selection changes made as a user would make them (``HeadlessCollectionView/tapItem(at:)``);
/// programmatic selection does not call the delegate, as in UIKit.
@MainActor
public protocol HeadlessCollectionViewDelegate: AnyObject {
  /// An item became selected by a tap.
  func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath)
  /// An item became deselected by a tap (its own, or another item's in single-selection mode).
  func collectionView(_ collectionView: HeadlessCollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension HeadlessCollectionViewDelegate {
  /// Does nothing.
  public func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) {}
  /// Does nothing.
  public func collectionView(_ collectionView: HeadlessCollectionView, didDeselectItemAt indexPath: IndexPath) {}
}
