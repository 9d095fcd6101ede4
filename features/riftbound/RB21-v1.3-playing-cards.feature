@edition:riftbound:1.3
Feature: RB21 - Playing cards under Core Rules v1.3
  # The process of play (v1.3 349-359) and the chain's HOT FEPR (334-337), in v1.3 numbering, pinned to 1.3.
  # Behaviour both editions share is checked once, by the dual-pinned RB10/RB13 scenarios; this feature holds
  # what v1.3 does differently (a battlefield keeps its controller while the card being played keeps the state
  # Closed, so paying a kill cost with the only unit there no longer dooms the play) and the v1.3 rules no
  # dual-pinned scenario can carry.

  Background:
    Given a riftbound game with players:
      | player |
      | A      |
      | B      |
    And the objects:
      | id     | card              | owner | zone      |
      | deckA1 | Probe Footsoldier | A     | main_deck |
      | deckA2 | Probe Footsoldier | A     | main_deck |
      | deckA3 | Probe Footsoldier | A     | main_deck |
      | deckB1 | Probe Footsoldier | B     | main_deck |
      | deckB2 | Probe Footsoldier | B     | main_deck |
    And the setup also has:
      """
      {"battlefields": [{"id": "bf1", "card": "Probe Battlefield", "owner": "A", "controller": "A"},
                        {"id": "bf2", "card": "Probe Battlefield", "owner": "B", "controller": "B"},
                        {"id": "bf3", "card": "Probe Battlefield", "owner": "B"}]}
      """
    And the turn:
      | turn        | 3 |
      | turn player | A |
      | priority    | A |

  # ----- Costs that kill the only unit at the chosen battlefield (355.16, 357.3; v1.2 forbade both) -----

  @rule:riftbound:355.2.a @rule:riftbound:355.16 @rule:riftbound:356.6 @rule:riftbound:357.2
  Scenario: [1] A unit may be played to the battlefield whose only friendly unit it kills as its cost: the battlefield stays controlled
    Given the objects:
      | id  | card              | owner | zone        | location |
      | pt1 | Probe Patron      | A     | hand        |          |
      | fA  | Probe Footsoldier | A     | battlefield | bf1      |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays pt1 to bf1
    Then the events include, in order:
      | moment | type         | id  | object | player | energy | to          |
      |        | chain_push   | pt1 |        |        |        |             |
      | cost   | paid         |     |        | A      | 2      |             |
      | cost   | killed       |     | fA     |        |        |             |
      |        | zone_changed |     | pt1    |        |        | battlefield |
    And these events did not happen:
      | type            | battlefield |
      | control_changed | bf1         |
    And the objects are:
      | id  | zone        | location |
      | pt1 | battlefield | bf1      |
      | fA  | trash       |          |
    And the state includes:
      | path                        | value |
      | battlefields.bf1.controller | A     |

  @rule:riftbound:357.3 @rule:riftbound:357.2
  Scenario: [2] Paying a kill cost, the unit alone at the chosen battlefield is offered too, since killing it no longer dooms the play
    Given the objects:
      | id  | card              | owner | zone        | location |
      | pt1 | Probe Patron      | A     | hand        |          |
      | f1  | Probe Footsoldier | A     | battlefield | bf1      |
      | f2  | Probe Footsoldier | A     | base        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays pt1 to bf1
    Then A must choose cost:
      | source  | pt1          |
      | options | ["f1", "f2"] |
    When A chooses f1
    Then the objects are:
      | id  | zone        | location |
      | pt1 | battlefield | bf1      |
      | f1  | trash       |          |
      | f2  | base        | base     |
    And these events did not happen:
      | type            | battlefield |
      | control_changed | bf1         |

  # ----- HOT FEPR: tasks first, then pending items in the order added (334-337) -----

  @rule:riftbound:336 @rule:riftbound:336.1 @rule:riftbound:337.1.b @rule:riftbound:335.3 @rule:riftbound:359.3.b
  Scenario: [3] A Deathknell triggered by paying a spell's cost goes through FEPR after the spell, in the order added, then its controller gets priority
    Given the objects:
      | id  | card           | owner | zone |
      | of1 | Probe Offering | A     | hand |
      | m1  | Probe Martyr   | A     | base |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays of1
    Then the events include, in order:
      | moment | type       | id   | object | player |
      |        | chain_push | of1  |        |        |
      | death  | chain_push | m1#1 |        |        |
      | death  | killed     |      | m1     |        |
      |        | finalized  | of1  |        |        |
      |        | finalized  | m1#1 |        |        |
      |        | priority   |      |        | A      |
    And the chain is:
      | id   | pending |
      | m1#1 | false   |
      | of1  | false   |

  @rule:riftbound:335 @rule:riftbound:335.1 @rule:riftbound:335.2
  Scenario: [4] A Deathknell triggered while a spell resolves waits: the spell finishes, the cleanup is handled, and only then is the trigger finalized
    Given the objects:
      | id   | card         | owner | zone |
      | m1   | Probe Martyr | A     | base |
      | cull | Probe Cull   | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays cull targeting m1
    And all players pass priority
    Then the events include, in order:
      | moment  | type       | id   | object | player |
      | resolve | chain_push | m1#1 |        |        |
      | resolve | killed     |      | m1     |        |
      | resolve | resolved   | cull |        |        |
      |         | finalized  | m1#1 |        |        |
      |         | priority   |      |        | A      |
    And the chain is:
      | id   | kind      | pending |
      | m1#1 | triggered | false   |

  # ----- Timing is checked as the card is finalized (358.3) -----

  @rule:riftbound:358.3 @rule:riftbound:358.4
  Scenario: [5] Responding to a spell on the chain, a card without Reaction is refused and stays in hand; a Reaction card is played
    Given the objects:
      | id    | card              | owner | zone        | location |
      | u2    | Probe Footsoldier | B     | battlefield | bf2      |
      | bolt1 | Probe Bolt        | A     | hand        |          |
      | ins1  | Probe Insight     | B     | hand        |          |
      | zap1  | Probe Zap         | B     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1, "power": {"fury": 1}}, "B": {"energy": 3}}}
      """
    When A plays bolt1 targeting u2
    And A passes priority
    And B plays ins1
    Then the action is rejected
    And the objects are:
      | id   | zone |
      | ins1 | hand |
    When B plays zap1 targeting u2
    Then the chain is:
      | id    |
      | zap1  |
      | bolt1 |

  # ----- Choices made as the card is played (355) -----

  @rule:riftbound:355.4.a @rule:riftbound:355.4
  Scenario: [6] A spell that moves a unit must send it somewhere other than where it is
    Given the objects:
      | id  | card              | owner | zone        | location |
      | u1  | Probe Footsoldier | A     | battlefield | bf1      |
      | sh1 | Probe Shift       | A     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays sh1 to bf1 targeting u1
    Then the action is rejected as invalid_target
    When A plays sh1 to base targeting u1
    And all players pass priority
    Then the events include, in order:
      | type  | object | from | to   |
      | moved | u1     | bf1  | base |

  @rule:riftbound:355.10.b
  Scenario: [7] "A unit at a battlefield" targets the unit only: the battlefield is a restriction, not a target
    Given the objects:
      | id    | card              | owner | zone        | location |
      | u2    | Probe Footsoldier | B     | battlefield | bf2      |
      | u3    | Probe Footsoldier | B     | base        |          |
      | bolt1 | Probe Bolt        | A     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1, "power": {"fury": 1}}}}
      """
    When A plays bolt1 targeting u3
    Then the action is rejected as invalid_target
    When A plays bolt1 targeting u2
    Then the chain is:
      | id    | targets |
      | bolt1 | ["u2"]  |

  # ----- Resolving: information and linked instructions (359.3.e.12-14) -----

  @rule:riftbound:359.3.e.14 @rule:riftbound:359.3.e.14.b @rule:riftbound:359.3.e.12.a
  Scenario: [8] When the kill of a linked "kill, then draw equal to its Might" is replaced, the draw still happens, reading the unit still on the board
    Given the objects:
      | id  | card              | owner | zone |
      | fA  | Probe Footsoldier | A     | base |
      | hg1 | Probe Hourglass   | A     | base |
      | hv1 | Probe Harvest     | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A plays hv1 targeting fA
    And all players pass priority
    Then the events include, in order:
      | type   | object | player | card   |
      | killed | hg1    |        |        |
      | drew   |        | A      | deckA1 |
      | drew   |        | A      | deckA2 |
    And the events include, in order:
      | type     | id  |
      | resolved | hv1 |
    And these events did not happen:
      | type   | object |
      | killed | fA     |
    And the objects are:
      | id | zone | exhausted |
      | fA | base | true      |

  @rule:riftbound:359.3.e.14.a
  Scenario: [9] When the earlier linked instruction is ignored (its target is gone), the linked draw is ignored too
    Given the objects:
      | id  | card          | owner | zone |
      | fA  | Probe Brute   | A     | base |
      | hv1 | Probe Harvest | A     | hand |
      | rc1 | Probe Recall  | A     | hand |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 2}}}
      """
    When A plays hv1 targeting fA
    And A plays rc1 targeting fA
    And all players pass priority
    And all players pass priority
    Then the events include, in order:
      | type     | id  |
      | resolved | hv1 |
    And no killed event happened
    And no drew event happened

  # ----- Referents: "here" is read as the instruction executes (359.3.f) -----

  @rule:riftbound:359.3.f.1 @rule:riftbound:359.3.f.2
  Scenario: [10] An attack trigger's "here" is where its unit is as it resolves: the unit sent back to base, the enemy it chose is no longer hit
    Given the objects:
      | id  | card              | owner | zone        | location |
      | va1 | Probe Vanguard    | A     | base        |          |
      | uB  | Probe Footsoldier | B     | battlefield | bf2      |
      | fb1 | Probe Fallback    | A     | hand        |          |
    And the setup also has:
      """
      {"rune_pools": {"A": {"energy": 1}}}
      """
    When A moves va1 to bf2
    Then the chain is:
      | id    | kind      | controller | targets |
      | va1#1 | triggered | A          | ["uB"]  |
    When A plays fb1 targeting va1
    And all players pass priority
    Then the events include, in order:
      | type  | object | from | to   |
      | moved | va1    | bf2  | base |
    When all players pass priority
    Then the events include, in order:
      | type     | id    |
      | resolved | va1#1 |
    And no damage_dealt event happened

  @rule:riftbound:359.3.f.2
  Scenario: [11] With its unit still at the battlefield, the attack trigger deals its damage to the enemy unit there
    Given the objects:
      | id  | card              | owner | zone        | location |
      | va1 | Probe Vanguard    | A     | base        |          |
      | uB  | Probe Footsoldier | B     | battlefield | bf2      |
    When A moves va1 to bf2
    And all players pass priority
    Then the events include, in order:
      | type         | source | target | amount |
      | damage_dealt | va1#1  | uB     | 1      |
