// ListKitDiffUI: ListDiffUI's vocabulary (view models, view state, cell controllers, sections and
// `ListDiffDataSource`) on ListKit's headless collection view, so code written for ListDiffUI ports by changing its
// import and its UIKit controls. `import ListKitDiffUI` brings ListKit (and its UIKit names) along.
@_exported import ListKit
