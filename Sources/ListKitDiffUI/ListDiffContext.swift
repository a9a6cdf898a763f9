// The dependencies a ListDiffDataSource hands to every cell controller, found by class: ListDiffUI's spelling of
// Lists' `ListContext`.

@_spi(CellControllerLifeCycle) import Lists

/// ListDiffUI's name for the context every controller reaches (`AnyCellController.context`): Lists' `ListContext`,
/// filled from the data source's `contextObjects:` and read with `object(type:)`.
///
/// ```swift
/// let dataSource = ListDiffDataSource(collectionView: collectionView, contextObjects: logger, imageLoader)
/// // in a controller:
/// context.object(type: Logger.self)?.log("tapped \(viewModel.identifier)")
/// ```
public typealias ListDiffContext = ListContext

extension ListContext {
  /// A context of `objects`, each found by its class; two objects of the same class trap (the second could never be
  /// found).
  public convenience init(objects: [AnyObject]) {
    self.init()
    for object in objects {
      precondition(!contains(type(of: object)), "ListDiffContext: two context objects of class \(type(of: object))")
      register(object: object)
    }
  }

  /// The object of class `type`, or nil.
  ///
  /// - Complexity: O(1).
  public func object<T>(type: T.Type) -> T? { self[type] }

  /// The object of the class the call site expects, or nil: `let logger: Logger? = context.object()`.
  ///
  /// - Complexity: O(1).
  public func object<T>() -> T? { self[T.self] }
}
