// Where a command may be used: in a section-snapshot context, outside one, or both.

/// Where a command may be used.
enum CommandAvailability: Sendable, Equatable {
  /// In both contexts.
  case everywhere
  /// Only outside a section-snapshot context.
  case outsideSectionSnapshot
  /// Only inside a section-snapshot context (`section-snapshot S` … `apply`/`end`).
  case insideSectionSnapshot

  /// True when the command may be used in the given context.
  func allows(inSectionSnapshot: Bool) -> Bool {
    switch self {
    case .everywhere: true
    case .outsideSectionSnapshot: !inSectionSnapshot
    case .insideSectionSnapshot: inSectionSnapshot
    }
  }
}
