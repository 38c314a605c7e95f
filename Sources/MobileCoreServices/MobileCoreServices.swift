// `import MobileCoreServices` on Linux: the `kUTType…` constants of iOS 3–14 (deprecated in iOS 15 for `UTType`), so
// that a UIKit file naming them beside `import UIKit` — every drag and drop and image picker written before iOS 14 —
// compiles with only `import UIKit` changed. Built on Linux only (Package.swift), as the QuartzCore shim.
//
// On Apple's platforms they are `CFString`s, which code bridges with `as String`; here they are `String`s, so that
// `kUTTypeImage as String` and `String(kUTTypeImage)` read as written. Each is the identifier of the `UTType` of the
// same name (Apple's "System-declared uniform type identifiers"). Docs/Porting.md, "MobileCoreServices".
@_exported import ViewTreeUIKit

/// `kUTTypeItem` (`public.item`).
public let kUTTypeItem = UTType.item.identifier
/// `kUTTypeContent` (`public.content`).
public let kUTTypeContent = UTType.content.identifier
/// `kUTTypeData` (`public.data`).
public let kUTTypeData = UTType.data.identifier
/// `kUTTypeText` (`public.text`).
public let kUTTypeText = UTType.text.identifier
/// `kUTTypePlainText` (`public.plain-text`).
public let kUTTypePlainText = UTType.plainText.identifier
/// `kUTTypeUTF8PlainText` (`public.utf8-plain-text`).
public let kUTTypeUTF8PlainText = UTType.utf8PlainText.identifier
/// `kUTTypeJSON` (`public.json`).
public let kUTTypeJSON = UTType.json.identifier
/// `kUTTypeImage` (`public.image`).
public let kUTTypeImage = UTType.image.identifier
/// `kUTTypePNG` (`public.png`).
public let kUTTypePNG = UTType.png.identifier
/// `kUTTypeJPEG` (`public.jpeg`).
public let kUTTypeJPEG = UTType.jpeg.identifier
/// `kUTTypePDF` (`com.adobe.pdf`).
public let kUTTypePDF = UTType.pdf.identifier
/// `kUTTypeMovie` (`public.movie`).
public let kUTTypeMovie = UTType.movie.identifier
/// `kUTTypeAudio` (`public.audio`).
public let kUTTypeAudio = UTType.audio.identifier
/// `kUTTypeURL` (`public.url`).
public let kUTTypeURL = UTType.url.identifier
