// The dependencies a ListDiffDataSource hands to every cell controller, found by type.

/// Objects given to ``ListDiffDataSource`` (`contextObjects:`) and reachable from every controller's
/// ``AnyListCellController/context``, one per class.
///
/// ```swift
/// let dataSource = ListDiffDataSource(collectionView: collectionView, contextObjects: logger, imageLoader)
/// // in a controller:
/// context.object(type: Logger.self)?.log("tapped \(viewModel.identifier)")
/// ```
@MainActor
public final class ListDiffContext {
  private let objects: [ObjectIdentifier: AnyObject]

  /// A context of `objects`; two objects of the same class trap (the second could never be found).
  public init(objects: [AnyObject]) {
    var byType: [ObjectIdentifier: AnyObject] = [:]
    for object in objects {
      let key = ObjectIdentifier(type(of: object))
      precondition(byType[key] == nil, "ListDiffContext: two context objects of class \(type(of: object))")
      byType[key] = object
    }
    self.objects = byType
  }

  /// The object of class `type`, or nil.
  ///
  /// - Complexity: O(1).
  public func object<T>(type: T.Type) -> T? {
    objects[ObjectIdentifier(type)] as? T
  }

  /// The object of the class the call site expects, or nil: `let logger: Logger? = context.object()`.
  ///
  /// - Complexity: O(1).
  public func object<T>() -> T? {
    objects[ObjectIdentifier(T.self)] as? T
  }
}
