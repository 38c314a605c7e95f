//
//  AccessibilityRotors.swift
//
//  Twenty-fifth probe. Two public view controllers that give VoiceOver a custom rotor, each below as its repository
//  has it, its own header and import kept:
//  - lucas1295santos/AppleAccessibilityRotorExample, `RotorTests/ViewController.swift`: a rotor on the view
//    controller itself (`self.accessibilityCustomRotors`), the Swift 4.1 `UIAccessibilityCustomRotorDirection.next`,
//    `UIAccessibilityCustomRotorItemResult.init(targetElement:targetRange:)`, an outlet;
//  - a rotor demo written the same way (`RotorDemoViewController.swift`, "Created by tigerguo on 2022/4/5"): a
//    rotor on each button of a stack view, `predicate.searchDirection == .next`.
//  The second controller is renamed `RotorDemoViewController` already; the first keeps `ViewController`.
//  What remains: the outlet.
// expect-error: '@IBOutlet' property cannot have non-'@objc' class type 'UILabel' (aka 'Label')
//
//
//  ViewController.swift
//  RotorTests
//
//  Created by Lucas Santos on 23/07/18.
//  Copyright © 2018 Lucas Santos (https://github.com/lucas1295santos). All rights reserved.
//

import UIKit

class ViewController: UIViewController {

    @IBOutlet weak var rotorPropertyValueLabel: UILabel!
    
    private var rotorPropertyValue: Int = 50
    
    override func viewDidLoad() {
        super.viewDidLoad()
        
        self.setupCustonRotor()
    }
    
    private func setupCustonRotor() {
        
        //Create a custor Rotor option, it has a name that will be read by voice over, and a action that is a
        //action called when this rotor option is interacted with.
        //The predicate gives you info about the state of this interaction
        let propertyRotorOption = UIAccessibilityCustomRotor.init(name: "Custon Property") { (predicate) -> UIAccessibilityCustomRotorItemResult? in
            
            //Get the direction of the movement when this rotor option is enablade
            let forward = predicate.searchDirection == UIAccessibilityCustomRotorDirection.next
            
            //You can do any kind of business logic processing here
            if forward {
                self.rotorPropertyValue += 5
            } else {
                self.rotorPropertyValue -= 5
            }
            
            self.rotorPropertyValueLabel.text = String(self.rotorPropertyValue)
            
            //Return the selection of voice over to the element rotorPropertyValueLabel
            //Use this return to select the desired selection that fills the purpose of its logic
            return UIAccessibilityCustomRotorItemResult.init(targetElement: self.rotorPropertyValueLabel , targetRange: nil)
        }
        
        //Add this rotor option to the iOS rotor, so the user can find it while in yor app
        self.accessibilityCustomRotors = [propertyRotorOption]
    }
    
    

}

//
//  RotorDemoViewController.swift
//  Demo
//
//  Created by tigerguo on 2022/4/5.
//

import UIKit

class RotorDemoViewController: UIViewController {
  let numberOfButtons = 5

  lazy var buttons = getButtons()

  private var selectedButton = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let stackView = UIStackView(arrangedSubviews: buttons)
    stackView.translatesAutoresizingMaskIntoConstraints = false
    stackView.spacing = 10
    stackView.axis = .vertical

    view.addSubview(stackView)

    NSLayoutConstraint.activate([
      stackView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      stackView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])

    let distanceRotor = setupDistanceRotor()
//      self.accessibilityCustomRotors = [distanceRotor]
//      view.accessibilityCustomRotors = [distanceRotor]
    buttons.forEach { button in
      button.accessibilityCustomRotors = [distanceRotor]
    }

    // Do any additional setup after loading the view.
  }

  func getButtons() -> [UIButton] {
    (0 ..< numberOfButtons).map { index in
      let button = UIButton()
      button.setTitle("button \(index)", for: .normal)
      button.setTitleColor(.blue, for: .normal)
      button.setTitleColor(.red, for: .selected)
      button.translatesAutoresizingMaskIntoConstraints = false
      return button
    }
  }

  private func setupDistanceRotor() -> UIAccessibilityCustomRotor {
    let propertyRotorOption = UIAccessibilityCustomRotor(name: "Test Rotor") { predicate -> UIAccessibilityCustomRotorItemResult? in
      let forward = predicate.searchDirection == .next
      if forward {
        self.selectedButton += 1
      } else {
        self.selectedButton -= 1
      }
      self.selectedButton = (self.selectedButton + 10) % 5

      print("selectedButton \(self.selectedButton)")
      return UIAccessibilityCustomRotorItemResult(targetElement: self.buttons[self.selectedButton], targetRange: nil)
    }

    return propertyRotorOption
  }

  /*
   // MARK: - Navigation

   // In a storyboard-based application, you will often want to do a little preparation before navigation
   override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
       // Get the new view controller using segue.destination.
       // Pass the selected object to the new view controller.
   }
   */
}
