// The collection view's errors: the shared headless-view failures worded with "item" and "collection view".

/// A failure of the headless collection view, with UIKit's exception text as `description` (docs/semantics.md §4.2).
public typealias CollectionViewError = HeadlessViewError<CollectionViewKind>
