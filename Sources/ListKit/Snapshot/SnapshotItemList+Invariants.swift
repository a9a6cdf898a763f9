// The consistency checker of a section's item list (docs/storage.md, "Item lists"), run after every snapshot
// mutation in an internal-checks build.

extension _ItemList {
  /// Describes every broken invariant of the tree; empty when consistent: counts add up, heights agree, no node is
  /// empty or over capacity, a branch has its first child's label and the leaves' labels never decrease.
  ///
  /// - Complexity: O(n / leafCapacity).
  internal func invariantViolations() -> [String] {
    guard let root else { return [] }
    var problems: [String] = []
    func check(_ node: Node) {
      if node.height == 0 {
        if node.count <= 0 || node.count > node.room {
          problems.append("item list: leaf of \(node.count) items, room for \(node.room)")
        }
        if node.room > Self.leafCapacity { problems.append("item list: leaf with room for \(node.room)") }
        if !node.children.isEmpty { problems.append("item list: leaf with \(node.children.count) children") }
        return
      }
      if node.room != 0 { problems.append("item list: branch with room for \(node.room) items") }
      if node.children.isEmpty || node.children.count > Self.branchCapacity {
        problems.append("item list: branch of \(node.children.count) children")
      }
      if let first = node.children.first, first.label != node.label {
        problems.append("item list: branch labelled \(node.label), its first child \(first.label)")
      }
      var total = 0
      for child in node.children {
        if child.height != node.height - 1 { problems.append("item list: child of height \(child.height)") }
        total += child.count
        check(child)
      }
      if total != node.count { problems.append("item list: branch counts \(node.count), holds \(total)") }
    }
    check(root)
    var previous: UInt64 = 0
    forEachLeafNode { leaf in
      if leaf.label < previous { problems.append("item list: leaf labelled \(leaf.label) after \(previous)") }
      previous = leaf.label
    }
    return problems
  }
}
