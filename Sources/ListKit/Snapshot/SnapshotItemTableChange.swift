// One logged change of the versioned item table: what an item was before a version changed it (docs/storage.md,
// "The versioned shared table").

/// One change of the shared table: at `version`, the item's slot stopped being `previousSlot` (-1: absent) and its
/// leaf hint `previousHint`.
@usableFromInline
internal struct _ItemTableChange: Sendable {
  @usableFromInline internal var version: Int
  @usableFromInline internal var previousSlot: Int32
  /// The item's previous change (an index in `changes`), or -1.
  @usableFromInline internal var older: Int32
  /// The item's leaf hint before the change: older versions find the item in their own leaves with it.
  @usableFromInline internal var previousHint: UInt64

  @inlinable
  internal init(version: Int, previousSlot: Int32, older: Int32, previousHint: UInt64 = 0) {
    self.version = version
    self.previousSlot = previousSlot
    self.older = older
    self.previousHint = previousHint
  }
}
