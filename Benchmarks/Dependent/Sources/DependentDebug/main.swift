// debug-dependent-10k: an app's debug build filling a snapshot the slow way, 100 sections × 100 items, every item
// appended on its own (as a feed that adds rows as they arrive does). Traps when the result is wrong.

import ListKit

var snapshot = DiffableDataSourceSnapshot<String, Int>()
for section in 0..<100 {
  let name = "s\(section)"
  snapshot.appendSections([name])
  for item in 0..<100 { snapshot.appendItems([section * 100 + item], toSection: name) }
}
guard snapshot.numberOfItems == 10_000, snapshot.numberOfSections == 100,
  snapshot.itemIdentifiers(inSection: "s99").last == 9_999
else {
  fatalError("wrong snapshot: \(snapshot.numberOfSections) sections, \(snapshot.numberOfItems) items")
}
