// UIKit's geometry types (`CGRect`, `CGSize`, `CGPoint`, `CGFloat`) for the signatures that take them (a view's
// `init(frame:…)`, a cell controller's item size), re-exported so that `import ListKit` is enough, as `import UIKit`
// is. A headless view has no geometry: a frame only sizes the viewport in rows.
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
