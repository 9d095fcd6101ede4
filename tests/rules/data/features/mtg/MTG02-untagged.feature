Feature: MTG02 - Untagged

  Scenario: [1] No tag at all
    When A passes priority
