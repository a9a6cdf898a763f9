// The dependencies every cell controller of a data source shares (a logger, a store, an image loader).

/// Dependencies for cell controllers, looked up by type: the data source hands the same context to every controller
/// it creates.
///
/// ```swift
/// let context = ListContext()
/// context[Logger.self] = logger
/// let dataSource = CellControllerDataSource<String>(collectionView: view, context: context)
/// // in a controller:
/// context[Logger.self]?.log("ticked \(viewModel.id)")
/// ```
@MainActor
public final class ListContext {
  private var values: [ObjectIdentifier: Any] = [:]

  /// An empty context.
  public init() {}

  /// The dependency registered for `type`, or nil. Setting nil removes it.
  ///
  /// - Complexity: O(1).
  public subscript<Dependency>(_ type: Dependency.Type) -> Dependency? {
    get { values[ObjectIdentifier(type)] as? Dependency }
    set { values[ObjectIdentifier(type)] = newValue }
  }

  /// Registers `object` under its class (ListKitDiffUI's context objects, found by class).
  @_spi(CellControllerLifeCycle) public func register(object: AnyObject) {
    values[ObjectIdentifier(type(of: object))] = object
  }

  /// Whether a dependency is registered for the class `type`.
  @_spi(CellControllerLifeCycle) public func contains(_ type: Any.Type) -> Bool {
    values[ObjectIdentifier(type)] != nil
  }
}
