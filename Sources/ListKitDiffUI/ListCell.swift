// The cell class of ListDiffUI's cell controllers.

/// A cell driven by a ``ListCellController``: subclass it as you would `UICollectionViewCell`. The data source
/// registers each subclass under its ``reuseIdentifier`` (the class name) the first time it needs one.
///
/// Reuse belongs to the controller's life cycle (``ListCellController/didMount(onCell:)``,
/// ``ListCellController/willUnmount(onCell:)``), so `prepareForReuse()` cannot be overridden.
@MainActor
open class ListCell: HeadlessCell {
  /// The identifier the data source registers the class under: its name.
  open class var reuseIdentifier: String { String(describing: self) }

  /// Does nothing: controllers configure their cells.
  public override func prepareForReuse() {}
}
