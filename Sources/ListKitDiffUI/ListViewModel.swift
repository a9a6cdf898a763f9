// What identifies a view model and what says its content changed, in ListDiffUI's terms: `identifier` is the
// identity, `==` (through `isEqual(to:)`) the content.

/// ListDiffUI's identity protocol (ListDiffUI calls it `Identifiable`): a string that tells one view model from
/// another within its section.
///
/// It has a name of its own so that the standard library's `Identifiable` keeps its meaning in files that import this
/// module: ported code that conformed a model to ListDiffUI's `Identifiable` conforms it to `ListIdentifiable`.
/// (``ListRenderSection`` also takes models that are `Identifiable` in the standard library's sense.)
public protocol ListIdentifiable {
  /// The identity: two view models with the same identifier in the same section are the same cell.
  var identifier: String { get }
}

/// A view model: identified by ``ListIdentifiable/identifier``, compared by ``isEqual(to:)`` — an equal view model needs
/// no update, an unequal one with the same identifier updates its cell in place (the controller, and so the view
/// state, stays). Conform with `Equatable` and the comparison comes for free.
///
/// ```swift
/// struct ToDoViewModel: ListViewModel, Equatable {
///   var identifier: String
///   var title: String
/// }
/// ```
///
/// With background applies (``ListDiffDataSource``) view models are built and compared off the main thread, as in
/// ListDiffUI: keep them immutable values (a closure they hold is only called from the main thread).
public protocol ListViewModel: ListIdentifiable {
  /// Whether `other` has the same content; false for a view model of another type.
  func isEqual(to other: ListViewModel) -> Bool
}

extension ListViewModel where Self: Equatable {
  /// `==` against another view model of the same type; false for another type.
  public func isEqual(to other: ListViewModel) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// A view model with nothing in it, for cells that show no model (a spinner, a divider).
public struct ListViewModelNone: ListViewModel, Equatable, Sendable {
  /// Always `"ListViewModelNone"`: there is at most one per section.
  public var identifier: String { "ListViewModelNone" }

  /// The empty view model.
  public static let none = ListViewModelNone()
}

/// Leaves a property out of a view model's `==`: changes to it alone do not update the cell.
///
/// ```swift
/// struct PhotoViewModel: ListViewModel, Equatable {
///   var identifier: String
///   @EquatableNoop var onTap: () -> Void
/// }
/// ```
@propertyWrapper
public struct EquatableNoop<Value>: Equatable {
  /// The wrapped value.
  public var wrappedValue: Value

  /// Wraps `wrappedValue`.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Always equal.
  public static func == (lhs: Self, rhs: Self) -> Bool { true }
}

extension EquatableNoop: Sendable where Value: Sendable {}
