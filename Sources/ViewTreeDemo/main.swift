import Foundation
import ViewTree

let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
window.makeKeyAndVisible()
let header = View(frame: CGRect(x: 0, y: 0, width: 320, height: 64))
header.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
header.backgroundColor = .gray
let content = View(frame: CGRect(x: 10, y: 74, width: 300, height: 396))
content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
content.tag = 7
content.alpha = 0.5
window.addSubview(header)
window.addSubview(content)
print(window.recursiveDescription(), terminator: "")
window.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
print(window.recursiveDescription(), terminator: "")
