// UIKit's geometry types (`CGRect`, `CGSize`, `CGPoint`, `CGFloat`) for the signatures that take them (a view's
// `init(frame:…)`, a cell controller's item size), re-exported so that `import ListKit` is enough, as `import UIKit`
// is. A headless view has no geometry: a frame only sizes the viewport in rows.
//
// Where CoreGraphics is absent (Linux) the types are Foundation's (FoundationEssentials has none), so every process
// that links ListKit there loads Foundation, FoundationInternationalization and ICU at start, a cost paid before its
// first line runs (the loader's relocations, and each first protocol-conformance lookup scanning Foundation's records
// too; Benchmarks/README.md, lks-startup). Types of our own would not be Foundation's: a client importing Foundation
// would build a Foundation `CGRect` and could not pass it to `init(frame:…)`. The re-export also makes Foundation's
// `String` members visible to every module that imports ListKit: `text.contains("x")` there is Foundation's
// `contains` (through `range(of:)`), not the standard library's.
#if canImport(CoreGraphics)
  @_exported import struct CoreGraphics.CGFloat
  @_exported import struct CoreGraphics.CGPoint
  @_exported import struct CoreGraphics.CGRect
  @_exported import struct CoreGraphics.CGSize
#else
  @_exported import struct Foundation.CGFloat
  @_exported import struct Foundation.CGPoint
  @_exported import struct Foundation.CGRect
  @_exported import struct Foundation.CGSize
#endif
