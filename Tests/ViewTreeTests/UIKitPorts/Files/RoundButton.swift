// Real public code, compiled unchanged but for its import: eonist/HybridCamera,
// HybridCamera/src/view/ui/button/util/RoundButton.swift (commit 768994c7277b6e775aaf3696996ec349e8734490).
// MIT License, Copyright (c) 2018 Eonist (the repository's LICENSE: permission is granted to use, copy and
// modify the Software, provided this copyright notice and permission notice are included; THE SOFTWARE IS
// PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND).
// expect-error: Objective-C interoperability is disabled
// expect-error: '#selector' can only be used with the Objective-C runtime
import UIKit
/**
 * Button that is rounded
 */
open class RoundButton:UIButton{
   override public init(frame: CGRect) {
      super.init(frame: frame)
      self.backgroundColor = .gray
      self.setTitleColor(.black, for: .normal)
      self.titleLabel?.font =  .systemFont(ofSize: 12)
      self.layer.cornerRadius = frame.width/2
      self.addTarget(self, action: #selector(buttonTouched), for: .touchUpInside)
   }
   @objc open func buttonTouched(sender:UIButton) {
      /*override in subclass*/
   }
   /**
    * Boilerplate
    */
   required public init?(coder aDecoder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
   }
}

