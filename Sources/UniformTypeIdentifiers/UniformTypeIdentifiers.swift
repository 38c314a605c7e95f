// `import UniformTypeIdentifiers` on Linux: `UTType` (ViewTreeUIKit's stand-in, with the common system types) comes
// from ViewTreeUIKit, so a UIKit file that imports UniformTypeIdentifiers beside UIKit — as every document picker
// does — compiles with only `import UIKit` changed. Built on Linux only (Package.swift): on Apple's platforms the
// framework is the real one.
@_exported import ViewTreeUIKit
