// The closed sets of words some commands take, as values: which view (`view`, `lks --view`), which title of a
// section (`set-header`, `set-footer`), which pictures (`export`). The session, the events and the renderers use them
// too; they live here, with the language, because the language is the first stage and may depend on no later one.

/// The kind of view the shell drives (`lks --view`, `view table|collection`).
public enum ViewKind: String, Sendable, CaseIterable {
  case collection
  case table

  /// The view as messages name it: `collection view`, `table view`.
  var viewName: String { self == .table ? "table view" : "collection view" }
  /// What the view shows, as its messages name it: `item` (collection view), `row` (table view).
  var element: String { self == .table ? "row" : "item" }
  /// The view as an app's code names it: `tableView`, `collectionView`.
  var variable: String { self == .table ? "tableView" : "collectionView" }
  /// UIKit's class of the view, the prefix of its data sources' names: `UITableView` (`UITableViewDataSource`),
  /// `UICollectionView`.
  var uiKitClass: String { self == .table ? "UITableView" : "UICollectionView" }
}

/// Which title of a section a command sets or a report names: `set-header`, `set-footer`.
enum TitleKind: String, Sendable, Equatable {
  case header, footer
}

/// What `export` writes: one self-contained page, or one SVG picture per step.
public enum PictureFormat: String, Sendable, Hashable {
  case html, svg
}
