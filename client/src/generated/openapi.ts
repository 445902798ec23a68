// Written by `npm run client:generate` from the API's definitions; do not edit.
export interface paths {
  "/healthz": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get healthz
     * @description Access: Anyone, signed in or not.
     */
    get: operations["system.healthz"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/readyz": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get readyz
     * @description Access: Anyone, signed in or not.
     */
    get: operations["system.readyz"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/sign_up": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Sign up
     * @description Access: Anyone, signed in or not.
     */
    post: operations["auth.signUp"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/sign_up/confirm": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Confirm sign up
     * @description Access: Anyone, signed in or not.
     */
    post: operations["auth.confirmSignUp"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/sign_in": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Sign in
     * @description Access: Anyone, signed in or not.
     */
    post: operations["auth.signIn"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/sign_out": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Sign out
     * @description Access: Anyone, signed in or not.
     */
    delete: operations["auth.signOut"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/session": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get session
     * @description Access: Anyone, signed in or not.
     */
    get: operations["auth.session"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/password": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Change password
     * @description Access: Any signed-in person.
     */
    put: operations["auth.changePassword"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/password/forgot": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Forgot password
     * @description Access: Anyone, signed in or not.
     */
    post: operations["auth.forgotPassword"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/password/reset": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Reset password
     * @description Access: Anyone, signed in or not.
     */
    post: operations["auth.resetPassword"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/api_tokens": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List API tokens
     * @description Access: Roles owner, admin at some facility.
     */
    get: operations["auth.listApiTokens"]
    put?: never
    /**
     * Create API token
     * @description Access: Roles owner, admin at some facility.
     */
    post: operations["auth.createApiToken"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/api_tokens/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Revoke API token
     * @description Access: Roles owner, admin at some facility.
     */
    delete: operations["auth.revokeApiToken"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Create facilities
     * @description Access: Platform administrators.
     */
    post: operations["facilities.create"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/court_managers": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List court managers
     * @description Access: Roles owner, admin, manager at the facility given by query "facility_id".
     */
    get: operations["facilities.courtManagers"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/create_court_managers": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Create court managers
     * @description Access: Roles owner, admin, manager at the facility given by body "facility_id".
     */
    post: operations["facilities.createCourtManagers"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/update_court_managers": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update court managers
     * @description Access: Roles owner, admin, manager at the facility given by body "facility_id".
     */
    put: operations["facilities.updateCourtManagers"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/delete_court_managers": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Delete court managers
     * @description Access: Roles owner, admin, manager at the facility given by query "facility_id".
     */
    delete: operations["facilities.deleteCourtManagers"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Show facilities
     * @description Access: Anyone, signed in or not.
     */
    get: operations["facilities.show"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/logo": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get logo
     * @description Access: Anyone, signed in or not.
     */
    get: operations["facilities.logo"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/general_settings": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List general settings
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    get: operations["facilities.generalSettings"]
    /**
     * Update general settings
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["facilities.updateGeneralSettings"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/info": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get info
     * @description Access: Any signed-in person.
     */
    get: operations["users.info"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/preferred_facilities": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List preferred facilities
     * @description Access: Any signed-in person.
     */
    get: operations["users.preferredFacilities"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Search
     * @description Access: Roles owner, admin, manager, front_desk at some facility.
     */
    get: operations["users.search"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Show users
     * @description Access: The user given by path "id", their guardian, or staff of a facility that user belongs to.
     */
    get: operations["users.show"]
    /**
     * Update users
     * @description Access: The user given by path "id", their guardian, or staff of a facility that user belongs to.
     */
    put: operations["users.update"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}/current_facility": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get current facility
     * @description Access: The user given by path "id", their guardian, or staff of a facility that user belongs to.
     */
    get: operations["users.currentFacility"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}/set_current_facility": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Set current facility
     * @description Access: The user given by path "id" (default: the caller), or their guardian.
     */
    put: operations["users.setCurrentFacility"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users_facilities_faves/toggle_fave": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Toggle fave
     * @description Access: Any signed-in person.
     */
    post: operations["users.toggleFave"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/recommendations/facilities": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List recommended facilities
     * @description Access: Anyone, signed in or not.
     */
    get: operations["users.recommendedFacilities"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/create_contact": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Create contact
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by body "facility_id".
     */
    post: operations["people.createContact"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}/send_reconfirmation_email": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Send reconfirmation email
     * @description Access: The user given by path "id", their guardian, or staff of a facility that user belongs to.
     */
    post: operations["people.sendReconfirmationEmail"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}/verify_account_code": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Verify account code
     * @description Access: Anyone, signed in or not.
     */
    put: operations["people.verifyAccountCode"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}/destroy_by_manager": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Destroy by manager
     * @description Access: Roles owner, admin, manager at the facility given by body "facility_id".
     */
    put: operations["people.destroyByManager"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}/zip": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Zip
     * @description Access: The user given by path "id", their guardian, or staff of a facility that user belongs to.
     */
    post: operations["people.zip"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/activity": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get activity
     * @description Access: The user given by query "user_id" (default: the caller), or their guardian.
     */
    get: operations["people.activity"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/all_activity": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get all activity
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by query "facility_id".
     */
    get: operations["people.allActivity"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/handled_users": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List handled users
     * @description Access: Any signed-in person.
     */
    get: operations["people.handledUsers"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/family": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get family
     * @description Access: Any signed-in person.
     */
    get: operations["people.family"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/childrens": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List childrens
     * @description Access: Any signed-in person.
     */
    get: operations["people.childrens"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/add_to_family": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Add to family
     * @description Access: Any signed-in person.
     */
    post: operations["people.addToFamily"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/accept_guardian": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Accept guardian
     * @description Access: Any signed-in person.
     */
    post: operations["people.acceptGuardian"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/remove_from_family": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Remove from family
     * @description Access: Any signed-in person.
     */
    post: operations["people.removeFromFamily"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/ratings": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List ratings
     * @description Access: The user given by query "user_id", their guardian, or staff of a facility that user belongs to.
     */
    get: operations["ratings.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}/ratings": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Create ratings
     * @description Access: The user given by path "id", their guardian, or staff of a facility that user belongs to.
     */
    post: operations["ratings.create"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}/ratings/{ratingId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update ratings
     * @description Access: The user given by path "id", their guardian, or staff of a facility that user belongs to.
     */
    put: operations["ratings.update"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}/rating": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Set rating
     * @description Access: The user given by path "id" (default: the caller), or their guardian.
     */
    put: operations["ratings.setRating"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}/link_to_dupr": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Link to DUPR
     * @description Access: The user given by path "id" (default: the caller), or their guardian.
     */
    post: operations["ratings.linkToDupr"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}/verify_dupr": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Verify DUPR
     * @description Access: The user given by path "id" (default: the caller), or their guardian.
     */
    post: operations["ratings.verifyDupr"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}/unlink_dupr": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Unlink DUPR
     * @description Access: The user given by path "id" (default: the caller), or their guardian.
     */
    post: operations["ratings.unlinkDupr"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}/unlink_rpr": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Unlink rpr
     * @description Access: The user given by path "id" (default: the caller), or their guardian.
     */
    post: operations["ratings.unlinkRpr"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}/send_nprp_questionnaire": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Send nprp questionnaire
     * @description Access: The user given by path "id", their guardian, or staff of a facility that user belongs to.
     */
    post: operations["ratings.sendNprpQuestionnaire"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/user_club_lockers": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Set club locker
     * @description Access: The user given by body "user_id" (default: the caller), or their guardian.
     */
    post: operations["ratings.setClubLocker"]
    /**
     * Clear club locker
     * @description Access: The user given by query "user_id" (default: the caller), or their guardian.
     */
    delete: operations["ratings.clearClubLocker"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/booking_passes": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List passes
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    get: operations["passes.listPasses"]
    put?: never
    /**
     * Create pass
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["passes.createPass"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/booking_passes/{passId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Show pass
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    get: operations["passes.showPass"]
    /**
     * Update pass
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["passes.updatePass"]
    post?: never
    /**
     * Delete pass
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    delete: operations["passes.deletePass"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}/booking_passes": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List user passes
     * @description Access: The user given by path "id", their guardian, or staff of a facility that user belongs to.
     */
    get: operations["passes.userPasses"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/guest_users": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List guest users
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by query "facility_id".
     */
    get: operations["passes.guestUsers"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/billing_addresses": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List addresses
     * @description Access: The user given by query "user_id", their guardian, or staff of a facility that user belongs to.
     */
    get: operations["passes.listAddresses"]
    put?: never
    /**
     * Create address
     * @description Access: The user given by body "user_id", their guardian, or staff of a facility that user belongs to.
     */
    post: operations["passes.createAddress"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/billing_addresses/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update address
     * @description Access: Any signed-in person.
     */
    put: operations["passes.updateAddress"]
    post?: never
    /**
     * Delete address
     * @description Access: Any signed-in person.
     */
    delete: operations["passes.deleteAddress"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/facility_waivers": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List facility waivers
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    get: operations["waivers.facilityWaivers"]
    put?: never
    /**
     * Create facility waiver
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["waivers.createFacilityWaiver"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/facility_waivers/{waiverId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get facility waiver
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    get: operations["waivers.facilityWaiver"]
    /**
     * Update facility waiver
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["waivers.updateFacilityWaiver"]
    post?: never
    /**
     * Delete facility waiver
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    delete: operations["waivers.deleteFacilityWaiver"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/facility_waivers/{waiverId}/create_new_version": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Create new version
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["waivers.createNewVersion"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/waivers": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List waivers
     * @description Access: The user given by query "user_id" (default: the caller), or their guardian.
     */
    get: operations["waivers.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/waivers/memberships": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List memberships
     * @description Access: The user given by query "user_id" (default: the caller), or their guardian.
     */
    get: operations["waivers.memberships"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/waivers/facility_booking": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get facility booking
     * @description Access: The user given by query "user_id" (default: the caller), or their guardian.
     */
    get: operations["waivers.facilityBooking"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/waivers/programs": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List programs
     * @description Access: The user given by query "user_id" (default: the caller), or their guardian.
     */
    get: operations["waivers.programs"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/waivers/childs": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List childs
     * @description Access: Any signed-in person.
     */
    get: operations["waivers.childs"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/waivers/program_accept": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Program accept
     * @description Access: The user given by body "user_id" (default: the caller), or their guardian.
     */
    post: operations["waivers.programAccept"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/waivers/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Show waivers
     * @description Access: The user given by query "user_id" (default: the caller), or their guardian.
     */
    get: operations["waivers.show"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/waivers/{id}/accept": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Accept
     * @description Access: The user given by body "user_id" (default: the caller), or their guardian.
     */
    post: operations["waivers.accept"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/courts": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List courts
     * @description Access: Anyone, signed in or not.
     */
    get: operations["courts.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/courts_bulk": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Replace all
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["courts.replaceAll"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/courts/bulk_upsert": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Bulk upsert
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["courts.bulkUpsert"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/courts/bulk_destroy": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Bulk destroy
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["courts.bulkDestroy"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/courts/{courtId}/fees": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List fees
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "courtId".
     */
    get: operations["courts.fees"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/court_rates": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List court rates
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    get: operations["courts.courtRates"]
    /**
     * Replace court rates
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["courts.replaceCourtRates"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/facility_schedules": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List schedules
     * @description Access: Anyone, signed in or not.
     */
    get: operations["courts.schedules"]
    put?: never
    /**
     * Create schedule
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["courts.createSchedule"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/facility_schedules/{scheduleId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update schedule
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["courts.updateSchedule"]
    post?: never
    /**
     * Delete schedule
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    delete: operations["courts.deleteSchedule"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/facility_schedules/bulk_upsert": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Bulk upsert schedules
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["courts.bulkUpsertSchedules"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/facility_schedules/bulk_destroy": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Bulk destroy schedules
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["courts.bulkDestroySchedules"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/admin/facilities/{id}/schedule_rules": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List schedule rules
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    get: operations["scheduleRules.list"]
    put?: never
    /**
     * Create schedule rules
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["scheduleRules.create"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/admin/facilities/{id}/schedule_rules/{ruleId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Show schedule rules
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    get: operations["scheduleRules.show"]
    /**
     * Update schedule rules
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["scheduleRules.update"]
    post?: never
    /**
     * Delete schedule rules
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    delete: operations["scheduleRules.delete"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Book
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by body "facility_id".
     */
    post: operations["reservations.book"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/courts/{courtId}/booking_admin": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Book admin
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "courtId".
     */
    post: operations["reservations.bookAdmin"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/basic": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get basic
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    get: operations["reservations.basic"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Cancel
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    delete: operations["reservations.cancel"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/courts_reservations_for_players": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get calendar
     * @description Access: Anyone, signed in or not.
     */
    get: operations["reservations.calendar"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/calendar_events": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List calendar events
     * @description Access: Anyone, signed in or not.
     */
    get: operations["reservations.calendarEvents"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/change_status": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Change status
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    put: operations["reservationCalls.changeStatus"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/allow_toggle_checkin": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Allow toggle checkin
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    get: operations["reservationCalls.allowToggleCheckin"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/toggle_checkin": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Toggle checkin
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    put: operations["reservationCalls.toggleCheckin"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/no_show": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * No show
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    delete: operations["reservationCalls.noShow"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/rain_check": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Rain check
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    delete: operations["reservationCalls.rainCheck"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/rain_check_verification": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get rain check verification
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    get: operations["reservationCalls.rainCheckVerification"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/destroy_child_court_reservation": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Destroy child
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    delete: operations["reservationCalls.destroyChild"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/cancellation_verification": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get cancellation verification
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    get: operations["reservationCalls.cancellationVerification"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/change_allow_cancelation": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Change allow cancelation
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    put: operations["reservationCalls.changeAllowCancelation"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/toggle_official_match": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Toggle official match
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    put: operations["reservationCalls.toggleOfficialMatch"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/define_guest_name": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Define guest name
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    post: operations["reservationCalls.defineGuestName"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/invite": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Invite
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    put: operations["reservationCalls.invite"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/users/{ruId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Remove user
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    delete: operations["reservationCalls.removeUser"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/reservation_type": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Reservation type
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    put: operations["reservationCalls.reservationType"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/update_user_teams": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update user teams
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    put: operations["reservationCalls.updateUserTeams"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/apply_fees": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Apply fees
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    put: operations["reservationCalls.applyFees"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/remove_fees": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Remove fees
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    delete: operations["reservationCalls.removeFees"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/update_totals": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update totals
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    put: operations["reservationCalls.updateTotals"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/gamematch": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Gamematch
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    put: operations["reservationCalls.gamematch"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/accept_all_waivers": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Accept all waivers
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    post: operations["reservationCalls.acceptAllWaivers"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/no_shows_reservations": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List no shows
     * @description Access: The user given by query "user_id", their guardian, or staff of a facility that user belongs to.
     */
    get: operations["reservationCalls.noShows"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/pros_with_reservations": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List pros with reservations
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    get: operations["reservationCalls.prosWithReservations"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/reservations": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List my reservations
     * @description Access: The user given by query "user_id", their guardian, or staff of a facility that user belongs to.
     */
    get: operations["agenda.myReservations"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/reservations": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get facility day
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    get: operations["agenda.facilityDay"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/quote": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Quote
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by body "facility_id".
     */
    post: operations["agenda.quote"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/booking_window": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get booking window
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    get: operations["agenda.bookingWindow"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/players": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get player directory
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    get: operations["agenda.playerDirectory"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/join": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Join
     * @description Access: Any signed-in person.
     */
    post: operations["agenda.join"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/teachers": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List teachers
     * @description Access: Anyone, signed in or not.
     */
    get: operations["teachers.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/teachers/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Show teachers
     * @description Access: Anyone, signed in or not.
     */
    get: operations["teachers.show"]
    /**
     * Update teachers
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by body "facility_id".
     */
    put: operations["teachers.update"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/teachers/{id}/price": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get price
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by query "facility_id".
     */
    get: operations["teachers.price"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/teachers/{id}/busy": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get busy
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by query "facility_id".
     */
    get: operations["teachers.busy"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/teachers/{id}/request": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Request
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by body "facility_id".
     */
    post: operations["teachers.request"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/priority_requests": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List priority requests
     * @description Access: Any signed-in person.
     */
    get: operations["teachers.priorityRequests"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/teachers/{id}/requests": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List teacher requests
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by query "facility_id".
     */
    get: operations["teachers.teacherRequests"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/lesson_requests/{id}/accept": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Accept request
     * @description Access: Any signed-in person.
     */
    put: operations["teachers.acceptRequest"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/lesson_requests/{id}/decline": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Decline request
     * @description Access: Any signed-in person.
     */
    put: operations["teachers.declineRequest"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/lesson_requests/{id}/withdraw": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Withdraw request
     * @description Access: Any signed-in person.
     */
    put: operations["teachers.withdrawRequest"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/teacher_packages": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List offers
     * @description Access: Anyone, signed in or not.
     */
    get: operations["packages.offers"]
    put?: never
    /**
     * Add offer
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["packages.addOffer"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/teacher_packages/{packageId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Change offer
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["packages.changeOffer"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/user_packages/book_player": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Book player
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by body "facility_id".
     */
    post: operations["packages.bookPlayer"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/user_packages/book_admin": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Book admin
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by body "facility_id".
     */
    post: operations["packages.bookAdmin"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/user_packages/bought": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get bought
     * @description Access: Any signed-in person.
     */
    get: operations["packages.bought"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/lessons_packages": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List lessons packages
     * @description Access: Any signed-in person.
     */
    get: operations["packages.lessonsPackages"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/user_packages/{id}/use": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Use lesson
     * @description Access: Any signed-in person.
     */
    post: operations["packages.useLesson"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/clinics": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List clinics
     * @description Access: Anyone, signed in or not.
     */
    get: operations["clinics.list"]
    put?: never
    /**
     * Create clinics
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["clinics.create"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/clinics/{clinicId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update clinics
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["clinics.update"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/clinics/{clinicId}/prices": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Add price
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["clinics.addPrice"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/clinics/{clinicId}/prices/{priceId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update price
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["clinics.updatePrice"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/clinic_categories": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Add category
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["clinics.addCategory"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/clinic_categories/{catId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Save category
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["clinics.saveCategory"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/clinics/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Show clinics
     * @description Access: Anyone, signed in or not.
     */
    get: operations["clinics.show"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/public/clinics/{id}/dashboard": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get dashboard
     * @description Access: Anyone, signed in or not.
     */
    get: operations["clinics.dashboard"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/clinics/options": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List options
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by query "facility_id".
     */
    get: operations["clinics.options"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/clinics/validate_slug": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get validate slug
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by query "facility_id".
     */
    get: operations["clinics.validateSlug"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/clinic_lessons": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Add sessions
     * @description Access: Any signed-in person.
     */
    post: operations["clinics.addSessions"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/clinic_lessons/{id}/raincheck": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Raincheck
     * @description Access: Any signed-in person.
     */
    put: operations["clinics.raincheck"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/clinics/{id}/book": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Book
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by body "facility_id".
     */
    post: operations["clinics.book"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/clinics/{id}/book/quote": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get enrol quote
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by query "facility_id".
     */
    get: operations["clinics.enrolQuote"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/clinics/{id}/book_with_stripe": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Book with reader
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by body "facility_id".
     */
    post: operations["clinics.bookWithReader"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/clinics/upgrade_packages": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Upgrade
     * @description Access: Any signed-in person.
     */
    post: operations["clinics.upgrade"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/clinics/upgrade_packages/quote": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get upgrade quote
     * @description Access: Any signed-in person.
     */
    get: operations["clinics.upgradeQuote"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/clinics/users_lesson": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get users lesson
     * @description Access: Any signed-in person.
     */
    get: operations["clinics.usersLesson"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/clinics/{id}/roster": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get roster
     * @description Access: Any signed-in person.
     */
    get: operations["clinics.roster"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/public/clinics/{id}/attendance/{sessionId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Cancel session
     * @description Access: Any signed-in person.
     */
    delete: operations["clinics.cancelSession"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/public/clinics/{id}/pay_pending_packages": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Pay pending public
     * @description Access: Any signed-in person.
     */
    post: operations["clinics.payPendingPublic"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/clinics/{id}/pay_pending_packages": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Pay pending
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by body "facility_id".
     */
    post: operations["clinics.payPending"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/clinics/{id}/pay_pending_packages_with_stripe": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Pay pending with reader
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by body "facility_id".
     */
    post: operations["clinics.payPendingWithReader"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/public/clinics/lesson_players": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List lesson players
     * @description Access: Anyone, signed in or not.
     */
    get: operations["clinics.lessonPlayers"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/clinic_lessons/{id}/attendance": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get register
     * @description Access: Any signed-in person.
     */
    get: operations["clinics.register"]
    /**
     * Mark present
     * @description Access: Any signed-in person.
     */
    put: operations["clinics.markPresent"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/clinic_register": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get reservation register
     * @description Access: Any signed-in person.
     */
    get: operations["clinics.reservationRegister"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/clinics/define_guest_name": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Define guest name
     * @description Access: Any signed-in person.
     */
    post: operations["clinics.defineGuestName"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/clinics/{id}/sync_lesson_with_eventbrite": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Sync lesson
     * @description Access: Any signed-in person.
     */
    post: operations["clinics.syncLesson"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/membership_plans": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List plans
     * @description Access: Anyone, signed in or not.
     */
    get: operations["memberships.plans"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/membership_plans/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get plan
     * @description Access: Anyone, signed in or not.
     */
    get: operations["memberships.plan"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/membership_plans": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Create plan
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["memberships.createPlan"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/membership_plans/{planId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update plan
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["memberships.updatePlan"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/membership_plans/{planId}/prices": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Add plan price
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["memberships.addPlanPrice"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/membership_plans/{planId}/prices/{priceId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update plan price
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["memberships.updatePlanPrice"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/membership_plans/{planId}/fees": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Add plan fee
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["memberships.addPlanFee"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/membership_plans/{planId}/fees/{feeId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update plan fee
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["memberships.updatePlanFee"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/memberships": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List memberships
     * @description Access: Any signed-in person.
     */
    get: operations["memberships.list"]
    put?: never
    /**
     * Create memberships
     * @description Access: Roles owner, admin, manager at the facility given by body "facility_id".
     */
    post: operations["memberships.create"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/memberships/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Show memberships
     * @description Access: Any signed-in person.
     */
    get: operations["memberships.show"]
    /**
     * Update memberships
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["memberships.update"]
    post?: never
    /**
     * Delete memberships
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    delete: operations["memberships.delete"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/memberships/{id}/change_owner": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Change owner
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["memberships.changeOwner"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/memberships/{id}/start": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Start
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["memberships.start"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/memberships/{id}/cancel_immediately": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Cancel_immediately
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["memberships.cancel_immediately"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/memberships/{id}/cancel": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Cancel
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["memberships.cancel"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/memberships/{id}/continue": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Continue
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["memberships.continue"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/memberships/{id}/pause": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Pause
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["memberships.pause"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/memberships/{id}/resume": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Resume
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["memberships.resume"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/memberships/{id}/recover": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Recover
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["memberships.recover"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/player_memberships/{id}/cancel": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Player cancel
     * @description Access: Any signed-in person.
     */
    post: operations["memberships.playerCancel"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/player_memberships/{id}/create_cancel_request": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Cancel request
     * @description Access: Any signed-in person.
     */
    post: operations["memberships.cancelRequest"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/memberships/{id}/charges": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List charges
     * @description Access: Any signed-in person.
     */
    get: operations["memberships.charges"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/membership_pending_payments": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Add pending
     * @description Access: Any signed-in person.
     */
    post: operations["memberships.addPending"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/membership_payments": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Pay
     * @description Access: Any signed-in person.
     */
    post: operations["memberships.pay"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/membership_payments/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Change charge
     * @description Access: Any signed-in person.
     */
    put: operations["memberships.changeCharge"]
    post?: never
    /**
     * Waive charge
     * @description Access: Any signed-in person.
     */
    delete: operations["memberships.waiveCharge"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/memberships/{id}/membership_fee_payments": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Add fee
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["memberships.addFee"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/memberships/{id}/membership_fee_payments/{feeId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Remove fee
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    delete: operations["memberships.removeFee"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/memberships/{id}/membership_fee_payments/pay": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Pay fees
     * @description Access: Any signed-in person.
     */
    post: operations["memberships.payFees"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/memberships/{id}/upgrade": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Upgrade
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["memberships.upgrade"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/player_memberships": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Buy
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by body "facility_id".
     */
    post: operations["memberships.buy"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/memberships_with_stripe": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Buy at reader
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by body "facility_id".
     */
    post: operations["memberships.buyAtReader"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/memberships/request_verification": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Request verification
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by query "facility_id".
     */
    post: operations["memberships.requestVerification"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/product_categories": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List categories
     * @description Access: Anyone, signed in or not.
     */
    get: operations["shop.categories"]
    put?: never
    /**
     * Create category
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["shop.createCategory"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/product_categories/{categoryId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update category
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["shop.updateCategory"]
    post?: never
    /**
     * Delete category
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    delete: operations["shop.deleteCategory"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/products": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List products
     * @description Access: Anyone, signed in or not.
     */
    get: operations["shop.products"]
    put?: never
    /**
     * Create product
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["shop.createProduct"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/products/{productId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get product
     * @description Access: Anyone, signed in or not.
     */
    get: operations["shop.product"]
    /**
     * Update product
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["shop.updateProduct"]
    post?: never
    /**
     * Delete product
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    delete: operations["shop.deleteProduct"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/products/{productId}/image": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get product image
     * @description Access: Anyone, signed in or not.
     */
    get: operations["shop.productImage"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/products/{productId}/create_stock": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Create stock
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["shop.createStock"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/products/{productId}/toggle_archive": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Toggle archive
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["shop.toggleArchive"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/products/{productId}/transactions": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List transactions
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    get: operations["shop.transactions"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/orders": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List orders
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    get: operations["shop.orders"]
    put?: never
    /**
     * Create order
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    post: operations["shop.createOrder"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/orders/{orderId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get order
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    get: operations["shop.order"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/orders/{orderId}/return": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Return order
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    post: operations["shop.returnOrder"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/shop_reports/sales": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get sales report
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    get: operations["shop.salesReport"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/shop_reports/stock": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get stock report
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    get: operations["shop.stockReport"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/comments": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List comments
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by query "facility_id".
     */
    get: operations["notes.comments"]
    put?: never
    /**
     * Create comment
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by body "facility_id".
     */
    post: operations["notes.createComment"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/comments/index_for_user": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get comments for user
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by query "facility_id".
     */
    get: operations["notes.commentsForUser"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/comments/index_for_board": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get comments for board
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by query "facility_id".
     */
    get: operations["notes.commentsForBoard"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/comments/index_for_reservations": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List comments for reservations
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by query "reservation_id".
     */
    get: operations["notes.commentsForReservations"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/comments/index_for_players_notes": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List comments for players notes
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by query "facility_id".
     */
    get: operations["notes.commentsForPlayersNotes"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/comments/{commentId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update comment
     * @description Access: Any signed-in person.
     */
    put: operations["notes.updateComment"]
    post?: never
    /**
     * Delete comment
     * @description Access: Any signed-in person.
     */
    delete: operations["notes.deleteComment"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/comments/change_state/{commentId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Change comment state
     * @description Access: Any signed-in person.
     */
    put: operations["notes.changeCommentState"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/tags": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List tags
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by query "facility_id".
     */
    get: operations["notes.tags"]
    put?: never
    /**
     * Create tag
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by body "facility_id".
     */
    post: operations["notes.createTag"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/tags/remove_tag": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Remove tag
     * @description Access: Any signed-in person.
     */
    put: operations["notes.removeTag"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/tags/{tagId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update tag
     * @description Access: Any signed-in person.
     */
    put: operations["notes.updateTag"]
    post?: never
    /**
     * Delete tag
     * @description Access: Any signed-in person.
     */
    delete: operations["notes.deleteTag"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/groups": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List groups
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by query "facility_id".
     */
    get: operations["groups.groups"]
    put?: never
    /**
     * Create group
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by body "facility_id".
     */
    post: operations["groups.createGroup"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/groups/search_users": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Search users
     * @description Access: Any signed-in person.
     */
    get: operations["groups.searchUsers"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/groups/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get group
     * @description Access: Any signed-in person.
     */
    get: operations["groups.group"]
    /**
     * Update group
     * @description Access: Any signed-in person.
     */
    put: operations["groups.updateGroup"]
    post?: never
    /**
     * Delete group
     * @description Access: Any signed-in person.
     */
    delete: operations["groups.deleteGroup"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/groups/{id}/add_user": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Add user
     * @description Access: Any signed-in person.
     */
    post: operations["groups.addUser"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/groups/{id}/remove_user": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Remove user
     * @description Access: Any signed-in person.
     */
    post: operations["groups.removeUser"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/home_layout": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get home layout
     * @description Access: Anyone, signed in or not.
     */
    get: operations["site.homeLayout"]
    /**
     * Update home layout
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["site.updateHomeLayout"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/cookie_consents": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get consent
     * @description Access: Anyone, signed in or not.
     */
    get: operations["site.consent"]
    /**
     * Change consent
     * @description Access: Anyone, signed in or not.
     */
    put: operations["site.changeConsent"]
    /**
     * Give consent
     * @description Access: Anyone, signed in or not.
     */
    post: operations["site.giveConsent"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/facility_posts": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List posts
     * @description Access: Anyone, signed in or not.
     */
    get: operations["posts.posts"]
    put?: never
    /**
     * Create post
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["posts.createPost"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/facility_posts/{postId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get post
     * @description Access: Anyone, signed in or not.
     */
    get: operations["posts.post"]
    /**
     * Update post
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["posts.updatePost"]
    post?: never
    /**
     * Delete post
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    delete: operations["posts.deletePost"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/facility_posts/{postId}/featured_image": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get post image
     * @description Access: Anyone, signed in or not.
     */
    get: operations["posts.postImage"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/announcements": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List club announcements
     * @description Access: Anyone, signed in or not.
     */
    get: operations["announcements.clubAnnouncements"]
    put?: never
    /**
     * Create club announcement
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["announcements.createClubAnnouncement"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/announcements/metrics": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List club announcement metrics
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    get: operations["announcements.clubAnnouncementMetrics"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/announcements/{announcementId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get club announcement
     * @description Access: Anyone, signed in or not.
     */
    get: operations["announcements.clubAnnouncement"]
    /**
     * Update club announcement
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["announcements.updateClubAnnouncement"]
    post?: never
    /**
     * Delete club announcement
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    delete: operations["announcements.deleteClubAnnouncement"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/announcements/{announcementId}/thumbnail": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get club announcement thumbnail
     * @description Access: Anyone, signed in or not.
     */
    get: operations["announcements.clubAnnouncementThumbnail"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/announcements": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List announcements
     * @description Access: Anyone, signed in or not.
     */
    get: operations["announcements.announcements"]
    put?: never
    /**
     * Create announcement
     * @description Access: Platform administrators.
     */
    post: operations["announcements.createAnnouncement"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/announcements/metrics": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List announcement metrics
     * @description Access: Platform administrators.
     */
    get: operations["announcements.announcementMetrics"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/announcements/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get announcement
     * @description Access: Anyone, signed in or not.
     */
    get: operations["announcements.announcement"]
    /**
     * Update announcement
     * @description Access: Platform administrators.
     */
    put: operations["announcements.updateAnnouncement"]
    post?: never
    /**
     * Delete announcement
     * @description Access: Platform administrators.
     */
    delete: operations["announcements.deleteAnnouncement"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/announcements/{id}/thumbnail": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get announcement thumbnail
     * @description Access: Anyone, signed in or not.
     */
    get: operations["announcements.announcementThumbnail"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/attachments/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get attachment
     * @description Access: Anyone, signed in or not.
     */
    get: operations["announcements.attachment"]
    put?: never
    post?: never
    /**
     * Delete attachment
     * @description Access: Any signed-in person.
     */
    delete: operations["announcements.deleteAttachment"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/banner_ads": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List banners
     * @description Access: Anyone, signed in or not.
     */
    get: operations["banners.banners"]
    put?: never
    /**
     * Create banner
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["banners.createBanner"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/banner_ads/{bannerId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get banner
     * @description Access: Anyone, signed in or not.
     */
    get: operations["banners.banner"]
    /**
     * Update banner
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["banners.updateBanner"]
    post?: never
    /**
     * Delete banner
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    delete: operations["banners.deleteBanner"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/banner_ads/{bannerId}/image": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get banner image
     * @description Access: Anyone, signed in or not.
     */
    get: operations["banners.bannerImage"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/leaderboards": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List leaderboards
     * @description Access: Anyone, signed in or not.
     */
    get: operations["leaderboards.leaderboards"]
    put?: never
    /**
     * Create leaderboard
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["leaderboards.createLeaderboard"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/leaderboards/{leaderboardId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get leaderboard
     * @description Access: Anyone, signed in or not.
     */
    get: operations["leaderboards.leaderboard"]
    /**
     * Update leaderboard
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["leaderboards.updateLeaderboard"]
    post?: never
    /**
     * Delete leaderboard
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    delete: operations["leaderboards.deleteLeaderboard"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/leaderboards/{leaderboardId}/image": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get leaderboard image
     * @description Access: Anyone, signed in or not.
     */
    get: operations["leaderboards.leaderboardImage"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/match_result": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Show match result
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    get: operations["leaderboards.showMatchResult"]
    /**
     * Match result
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    put: operations["leaderboards.matchResult"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/marketplace_banner_areas": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List banner areas
     * @description Access: Anyone, signed in or not.
     */
    get: operations["marketplace.bannerAreas"]
    put?: never
    /**
     * Create banner area
     * @description Access: Platform administrators.
     */
    post: operations["marketplace.createBannerArea"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/marketplace_banner_areas/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get banner area
     * @description Access: Anyone, signed in or not.
     */
    get: operations["marketplace.bannerArea"]
    /**
     * Update banner area
     * @description Access: Platform administrators.
     */
    put: operations["marketplace.updateBannerArea"]
    post?: never
    /**
     * Delete banner area
     * @description Access: Platform administrators.
     */
    delete: operations["marketplace.deleteBannerArea"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/marketplace_banners/{id}/image": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get marketplace banner image
     * @description Access: Anyone, signed in or not.
     */
    get: operations["marketplace.marketplaceBannerImage"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/logs": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List facility logs
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    get: operations["auditLog.facilityLogs"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/insights/occupancy": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get occupancy
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    get: operations["insights.occupancy"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/insights/revenue": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get revenue
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    get: operations["insights.revenue"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/insights/people": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get people
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    get: operations["insights.people"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/insights/behaviour": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get behaviour
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    get: operations["insights.behaviour"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/alerts": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List alerts
     * @description Access: Any signed-in person.
     */
    get: operations["alerts.listAlerts"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/kept_mail": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get kept mail
     * @description Access: Platform administrators.
     */
    get: operations["keptMail.keptMail"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/notification_settings": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List notification settings
     * @description Access: Any signed-in person.
     */
    get: operations["notifications.notificationSettings"]
    /**
     * Save notification settings
     * @description Access: Any signed-in person.
     */
    put: operations["notifications.saveNotificationSettings"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/calendar_feed": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get calendar feed
     * @description Access: Any signed-in person.
     */
    get: operations["notifications.calendarFeed"]
    put?: never
    /**
     * Renew calendar feed
     * @description Access: Any signed-in person.
     */
    post: operations["notifications.renewCalendarFeed"]
    /**
     * Stop calendar feed
     * @description Access: Any signed-in person.
     */
    delete: operations["notifications.stopCalendarFeed"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/calendar_feeds/{token}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get calendar feed file
     * @description Access: Anyone, signed in or not.
     */
    get: operations["notifications.calendarFeedFile"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/push/key": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get push key
     * @description Access: Anyone, signed in or not.
     */
    get: operations["push.pushKey"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/push/subscriptions": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List push subscriptions
     * @description Access: Any signed-in person.
     */
    get: operations["push.pushSubscriptions"]
    put?: never
    /**
     * Subscribe push
     * @description Access: Any signed-in person.
     */
    post: operations["push.subscribePush"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/push/subscriptions/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Change push topics
     * @description Access: Any signed-in person.
     */
    put: operations["push.changePushTopics"]
    post?: never
    /**
     * Unsubscribe push
     * @description Access: Any signed-in person.
     */
    delete: operations["push.unsubscribePush"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/push/demo_phone": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get demo phone
     * @description Access: Platform administrators.
     */
    get: operations["push.demoPhone"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/camera_integrations": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List camera integrations
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    get: operations["cameras.cameraIntegrations"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/camera_integrations/api/{id}/external_devices": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List external devices
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    get: operations["cameras.listExternalDevices"]
    put?: never
    /**
     * Create external device
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["cameras.createExternalDevice"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/camera_integrations/api/{id}/external_devices/{deviceId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get external device
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    get: operations["cameras.getExternalDevice"]
    /**
     * Update external device
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["cameras.updateExternalDevice"]
    post?: never
    /**
     * Delete external device
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    delete: operations["cameras.deleteExternalDevice"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/recordings": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List booking recordings
     * @description Access: Any signed-in person.
     */
    get: operations["cameras.bookingRecordings"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}/sync_chat_user": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Sync chat user
     * @description Access: The user given by path "id" (default: the caller), or their guardian.
     */
    put: operations["chat.syncChatUser"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/open_door": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Open door
     * @description Access: Any signed-in person.
     */
    post: operations["doors.openDoor"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/door_openings": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get door log
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    get: operations["doors.doorLog"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/webhook_endpoints": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List webhook endpoints
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    get: operations["outgoingWebhooks.webhookEndpoints"]
    put?: never
    /**
     * Create webhook endpoint
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["outgoingWebhooks.createWebhookEndpoint"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/webhook_endpoints/{endpointId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update webhook endpoint
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["outgoingWebhooks.updateWebhookEndpoint"]
    post?: never
    /**
     * Delete webhook endpoint
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    delete: operations["outgoingWebhooks.deleteWebhookEndpoint"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/webhook_endpoints/{endpointId}/deliveries": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List webhook deliveries
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    get: operations["outgoingWebhooks.webhookDeliveries"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/webhook_deliveries/{deliveryId}/replay": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Replay webhook delivery
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["outgoingWebhooks.replayWebhookDelivery"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/reservation_series/plan": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Plan series
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    post: operations["series.planSeries"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/reservation_series": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List series
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    get: operations["series.listSeries"]
    put?: never
    /**
     * Book series
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    post: operations["series.bookSeries"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/reservation_series/{seriesId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Show series
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    get: operations["series.showSeries"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/reservation_series/{seriesId}/cancel": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Cancel series
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    post: operations["series.cancelSeries"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/reservation_series/{seriesId}/move": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Move series
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    post: operations["series.moveSeries"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/reservation_series/{seriesId}/pay": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Pay series
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    post: operations["series.paySeries"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/own_series/{seriesId}/pay": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Pay own series
     * @deprecated
     * @description Deprecated since 2026-11-28: use `POST /api/facilities/{id}/reservation_series/{seriesId}/pay`.
     *
     *     Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    post: operations["series.payOwnSeries"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/member_series_settings": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List member series settings
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    get: operations["series.memberSeriesSettings"]
    /**
     * Save member series settings
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["series.saveMemberSeriesSettings"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/own_series/plan": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Plan own series
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    post: operations["series.planOwnSeries"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/own_series": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Book own series
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    post: operations["series.bookOwnSeries"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/slot_watch_settings": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List slot watch settings
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    get: operations["slotWatch.slotWatchSettings"]
    /**
     * Save slot watch settings
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["slotWatch.saveSlotWatchSettings"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/slot_watches": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List my slot watches
     * @description Access: Any signed-in person.
     */
    get: operations["slotWatch.mySlotWatches"]
    put?: never
    /**
     * Watch slot
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    post: operations["slotWatch.watchSlot"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/slot_watches/{watchId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Stop slot watch
     * @description Access: Any signed-in person.
     */
    delete: operations["slotWatch.stopSlotWatch"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/slot_offers/{offerId}/accept": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Accept slot offer
     * @description Access: Any signed-in person.
     */
    post: operations["slotWatch.acceptSlotOffer"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/slot_offers/{offerId}/decline": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Decline slot offer
     * @description Access: Any signed-in person.
     */
    post: operations["slotWatch.declineSlotOffer"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/slot_holds": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List slot holds
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    get: operations["slotWatch.slotHolds"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/slot_holds/{offerId}/release": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Release slot hold
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    post: operations["slotWatch.releaseSlotHold"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/peak_draws": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List peak draws
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    get: operations["peakDraws.peakDraws"]
    put?: never
    /**
     * Create peak draw
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["peakDraws.createPeakDraw"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/peak_draws/{drawId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get peak draw
     * @description Access: Anyone, signed in or not.
     */
    get: operations["peakDraws.peakDraw"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/peak_draws/{drawId}/entries": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Enter peak draw
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    post: operations["peakDraws.enterPeakDraw"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/peak_draws/{drawId}/entries/{entryId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Withdraw peak draw entry
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    delete: operations["peakDraws.withdrawPeakDrawEntry"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/peak_draws/{drawId}/entries/{entryId}/accept": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Accept peak draw invitation
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    post: operations["peakDraws.acceptPeakDrawInvitation"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/peak_draws/{drawId}/entries/{entryId}/players/{userId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Drop peak draw player
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    delete: operations["peakDraws.dropPeakDrawPlayer"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/open_play": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List open play sessions
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    get: operations["openPlay.openPlaySessions"]
    put?: never
    /**
     * Create open play
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    post: operations["openPlay.createOpenPlay"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/open_play/{sessionId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get open play session
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    get: operations["openPlay.openPlaySession"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/open_play/{sessionId}/players": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Join open play
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    post: operations["openPlay.joinOpenPlay"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/open_play/{sessionId}/players/{userId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Leave open play
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    delete: operations["openPlay.leaveOpenPlay"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/open_play/{sessionId}/arrangement": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Arrange open play
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    post: operations["openPlay.arrangeOpenPlay"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/open_play/{sessionId}/games/{gameId}/result": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Record open play result
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    put: operations["openPlay.recordOpenPlayResult"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/competitions": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List competitions
     * @description Access: Anyone, signed in or not.
     */
    get: operations["competitions.competitions"]
    put?: never
    /**
     * Create competition
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["competitions.createCompetition"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/competitions/{competitionId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get competition
     * @description Access: Anyone, signed in or not.
     */
    get: operations["competitions.competition"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/competitions/{competitionId}/divisions": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Add competition division
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["competitions.addCompetitionDivision"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/competition_divisions/{divisionId}/draw": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get competition draw
     * @description Access: Anyone, signed in or not.
     */
    get: operations["competitions.competitionDraw"]
    put?: never
    /**
     * Make competition draw
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["competitions.makeCompetitionDraw"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/competition_divisions/{divisionId}/schedule": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Schedule competition division
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["competitions.scheduleCompetitionDivision"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/competition_divisions/{divisionId}/entries": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Enter competition
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    post: operations["competitions.enterCompetition"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/competition_entries/{entryId}/answer": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Answer competition partner
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    post: operations["competitions.answerCompetitionPartner"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/competition_entries/{entryId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Withdraw competition entry
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    delete: operations["competitions.withdrawCompetitionEntry"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/competition_matches/{matchId}/score": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Report competition score
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    post: operations["competitions.reportCompetitionScore"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/competition_matches/{matchId}/confirm": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Confirm competition score
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    post: operations["competitions.confirmCompetitionScore"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/competition_entries/{entryId}/unavailable": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get competition entry unavailability
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    get: operations["competitions.competitionEntryUnavailability"]
    /**
     * Set competition entry unavailability
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    put: operations["competitions.setCompetitionEntryUnavailability"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/competition_matches": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get competition matches on day
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    get: operations["competitions.competitionMatchesOnDay"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/competition_matches/{matchId}/move": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Move competition match
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    post: operations["competitions.moveCompetitionMatch"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/games": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Find games
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    get: operations["openGames.findGames"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/opening": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Open game
     * @description Access: Any signed-in person.
     */
    put: operations["openGames.openGame"]
    post?: never
    /**
     * Close game
     * @description Access: Any signed-in person.
     */
    delete: operations["openGames.closeGame"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/join_requests": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Ask to join
     * @description Access: Any signed-in person.
     */
    post: operations["openGames.askToJoin"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/join_requests": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List join requests
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    get: operations["openGames.joinRequests"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/join_requests/{id}/accept": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Accept join request
     * @description Access: Any signed-in person.
     */
    put: operations["openGames.acceptJoinRequest"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/join_requests/{id}/decline": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Decline join request
     * @description Access: Any signed-in person.
     */
    put: operations["openGames.declineJoinRequest"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/join_requests/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Withdraw join request
     * @description Access: Any signed-in person.
     */
    delete: operations["openGames.withdrawJoinRequest"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/partner_apps": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List partner apps
     * @description Access: Platform administrators.
     */
    get: operations["partnerApps.partnerApps"]
    put?: never
    /**
     * Register partner app
     * @description Access: Platform administrators.
     */
    post: operations["partnerApps.registerPartnerApp"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/partner_apps/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Retire partner app
     * @description Access: Platform administrators.
     */
    delete: operations["partnerApps.retirePartnerApp"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/oauth/authorize": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get consent request
     * @description Access: Any signed-in person.
     */
    get: operations["partnerApps.consentRequest"]
    put?: never
    /**
     * Consent
     * @description Access: A signed-in person sending the form of our own page themself (a navigation they started; no script, no API token).
     */
    post: operations["partnerApps.consent"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/oauth/token": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Oauth token
     * @description Access: Anyone, signed in or not.
     */
    post: operations["partnerApps.oauthToken"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/oauth/revoke": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Oauth revoke
     * @description Access: Anyone, signed in or not.
     */
    post: operations["partnerApps.oauthRevoke"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/oauth/introspect": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Oauth introspect
     * @description Access: Anyone, signed in or not.
     */
    post: operations["partnerApps.oauthIntrospect"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/.well-known/oauth-authorization-server": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get authorization server metadata
     * @description Access: Anyone, signed in or not.
     */
    get: operations["partnerApps.authorizationServerMetadata"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/partner_apps": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List club apps
     * @description Access: Roles owner, admin at the facility given by path "id".
     */
    get: operations["partnerApps.clubApps"]
    put?: never
    /**
     * Register club app
     * @description Access: Roles owner, admin at the facility given by path "id".
     */
    post: operations["partnerApps.registerClubApp"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/partner_apps/{appId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Retire club app
     * @description Access: Roles owner, admin at the facility given by path "id".
     */
    delete: operations["partnerApps.retireClubApp"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/app_grants": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List app grants
     * @description Access: Roles owner, admin at the facility given by path "id".
     */
    get: operations["partnerApps.appGrants"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/app_grants/{grantId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Revoke app grant
     * @description Access: Roles owner, admin at the facility given by path "id".
     */
    delete: operations["partnerApps.revokeAppGrant"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/pay_pending": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Pay pending
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    put: operations["payments.payPending"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/reservations/{id}/payments": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List reservation payments
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    get: operations["payments.reservationPayments"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}/balance/{facilityId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get balance
     * @description Access: The user given by path "id", their guardian, or staff of a facility that user belongs to.
     */
    get: operations["payments.balance"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}/balance/{facilityId}/add_debit": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Add debit
     * @description Access: Roles owner, admin, manager at the facility given by path "facilityId".
     */
    post: operations["payments.addDebit"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}/balance/{facilityId}/buy": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Buy credits
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "facilityId".
     */
    post: operations["payments.buyCredits"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}/balance/{facilityId}/add_debit_for_players": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Add debit for players
     * @description Access: Roles owner, admin, manager at the facility given by path "facilityId".
     */
    post: operations["payments.addDebitForPlayers"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/payments/{id}/refund": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Refund
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["payments.refund"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/payments/{id}/refund_to_credit": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Refund to credit
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["payments.refundToCredit"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/payments/{id}/partial_refund": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Partial refund
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["payments.partialRefund"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/payments/{id}/request_ach_refund": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Request ACH refund
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["payments.requestAchRefund"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/payments": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List user payments
     * @description Access: The user given by query "user_id", their guardian, or staff of a facility that user belongs to.
     */
    get: operations["payments.userPayments"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/pending_payments": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List pending payments
     * @description Access: The user given by query "user_id", their guardian, or staff of a facility that user belongs to.
     */
    get: operations["payments.pendingPayments"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/close_report": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get close report
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    get: operations["payments.closeReport"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/coupons/exchange/{code}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get exchange
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by query "facility_id".
     */
    get: operations["coupons.exchange"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/coupons": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List coupons
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    get: operations["coupons.list"]
    put?: never
    /**
     * Create coupons
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["coupons.create"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/coupons/{couponId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update coupons
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["coupons.update"]
    post?: never
    /**
     * Delete coupons
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    delete: operations["coupons.delete"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}/cards": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List cards
     * @description Access: The user given by path "id", their guardian, or staff of a facility that user belongs to.
     */
    get: operations["cards.list"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}/add_card": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Add cards
     * @description Access: The user given by path "id", their guardian, or staff of a facility that user belongs to.
     */
    post: operations["cards.add"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}/cards/{tokenId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Remove cards
     * @description Access: The user given by path "id", their guardian, or staff of a facility that user belongs to.
     */
    delete: operations["cards.remove"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/cards/default": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Set default
     * @description Access: Any signed-in person.
     */
    put: operations["cards.setDefault"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/cards/delete": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Remove chosen
     * @description Access: Any signed-in person.
     */
    delete: operations["cards.removeChosen"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/payment_providers": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List providers
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    get: operations["cards.providers"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/stripe_terminals": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List terminals
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    get: operations["terminals.list"]
    put?: never
    /**
     * Register
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["terminals.register"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/stripe_terminals/locations": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List locations
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    get: operations["terminals.locations"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/stripe_terminals/connection_token": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get connection token
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    get: operations["terminals.connectionToken"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/stripe_terminals/{readerId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Remove terminals
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    delete: operations["terminals.remove"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/stripe_terminals/set_default": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Set default
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    put: operations["terminals.setDefault"]
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/stripe_payments": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Start payment
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    post: operations["terminals.startPayment"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/stripe_payments/{intent}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get payment
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    get: operations["terminals.payment"]
    put?: never
    post?: never
    /**
     * Cancel payment
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    delete: operations["terminals.cancelPayment"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/stripe_payments/capture": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Capture
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    post: operations["terminals.capture"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/devices/{id}/cancel": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Cancel device
     * @description Access: Roles owner, admin, manager, front_desk at some facility.
     */
    delete: operations["terminals.cancelDevice"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/devices/{id}/present_test_card": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Present test card
     * @description Access: Roles owner, admin, manager, front_desk at some facility.
     */
    post: operations["terminals.presentTestCard"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/webhooks/stripe": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Stripe
     * @description Access: Anyone, signed in or not.
     */
    post: operations["webhooks.stripe"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/bank_accounts": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List bank accounts
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    get: operations["bankTransfers.listBankAccounts"]
    put?: never
    /**
     * Add bank account
     * @description Access: Roles owner, admin at the facility given by path "id".
     */
    post: operations["bankTransfers.addBankAccount"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/bank_accounts/{bankAccountId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Remove bank account
     * @description Access: Roles owner, admin at the facility given by path "id".
     */
    delete: operations["bankTransfers.removeBankAccount"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/ach_tokens": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List ACH tokens
     * @description Access: The user given by query "user_id" (default: the caller), or their guardian.
     */
    get: operations["bankTransfers.listAchTokens"]
    put?: never
    /**
     * Add ACH token
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by body "facility_id".
     */
    post: operations["bankTransfers.addAchToken"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/ach_tokens/session": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * ACH session
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by body "facility_id".
     */
    post: operations["bankTransfers.achSession"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/ach_tokens/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    post?: never
    /**
     * Remove ACH token
     * @description Access: Any signed-in person.
     */
    delete: operations["bankTransfers.removeAchToken"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/users/{id}/admin_ach_tokens": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List admin ACH tokens
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by query "facility_id".
     */
    get: operations["bankTransfers.adminAchTokens"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/ach_transactions": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * ACH transaction
     * @description Access: Any signed-in person.
     */
    post: operations["bankTransfers.achTransaction"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/ach_reconcile": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Reconcile
     * @description Access: Roles owner, admin, manager at the facility given by path "id".
     */
    post: operations["bankTransfers.reconcile"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/sessions": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Session
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by body "facility_id".
     */
    post: operations["regional.session"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/webhooks/received_token_pair": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Received token pair
     * @description Access: Anyone, signed in or not.
     */
    post: operations["regional.receivedTokenPair"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/oneclick_payments/token_order": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Token order_oneclick
     * @description Access: Any signed-in person.
     */
    post: operations["regional.tokenOrder_oneclick"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/accounts/find": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Find
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by query "facility_id".
     */
    get: operations["clubAccounts.find"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/accounts/current_account": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get current
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by query "facility_id".
     */
    get: operations["clubAccounts.current"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/accounts/notification_metrics": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List metrics
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by query "facility_id".
     */
    get: operations["clubAccounts.metrics"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/accounts/{id}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Show club accounts
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    get: operations["clubAccounts.show"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/accounts/{id}/set_as_invoice_receiver": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Set invoice receiver
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    post: operations["clubAccounts.setInvoiceReceiver"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/accounts/{id}/manager_pay_pending": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Manager pay pending
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    post: operations["clubAccounts.managerPayPending"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/accounts/{id}/user_pay_pending": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * User pay pending
     * @description Access: Roles owner, admin, manager, front_desk, teacher, player at the facility given by path "id".
     */
    post: operations["clubAccounts.userPayPending"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/credentials": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List credentials
     * @description Access: Roles owner, admin at the facility given by path "id".
     */
    get: operations["credentials.list"]
    put?: never
    /**
     * Create credentials
     * @description Access: Roles owner, admin at the facility given by path "id".
     */
    post: operations["credentials.create"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/credentials/{credentialId}": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    /**
     * Update credentials
     * @description Access: Roles owner, admin at the facility given by path "id".
     */
    put: operations["credentials.update"]
    post?: never
    /**
     * Delete credentials
     * @description Access: Roles owner, admin at the facility given by path "id".
     */
    delete: operations["credentials.delete"]
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/api/facilities/{id}/checkin_logs": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * List checkin logs
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    get: operations["frontDesk.checkinLogs"]
    put?: never
    /**
     * Create checkin log
     * @description Access: Roles owner, admin, manager, front_desk at the facility given by path "id".
     */
    post: operations["frontDesk.createCheckinLog"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/f/{facilitySlug}/authenticate_gate_list": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Authenticate gate list
     * @description Access: Anyone, signed in or not.
     */
    post: operations["frontDesk.authenticateGateList"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "/f/{facilitySlug}/gate_list_activity": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Get gate list activity
     * @description Access: Anyone, signed in or not.
     */
    get: operations["frontDesk.gateListActivity"]
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
export interface webhooks {
  "reservation.created": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * A booking was made.
     * @description Sent to each endpoint registered for the event. Check `Venue-Signature` before trusting the body (`verifyWebhook` in `@venue/client`); answer 2xx within 10 s, or it is tried again after 1, 5, 30, 120 and 720 minutes.
     */
    post: operations["webhook.reservation.created"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "reservation.changed": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * A booking's time, courts, players or status changed.
     * @description Sent to each endpoint registered for the event. Check `Venue-Signature` before trusting the body (`verifyWebhook` in `@venue/client`); answer 2xx within 10 s, or it is tried again after 1, 5, 30, 120 and 720 minutes.
     */
    post: operations["webhook.reservation.changed"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "reservation.cancelled": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * A booking was cancelled.
     * @description Sent to each endpoint registered for the event. Check `Venue-Signature` before trusting the body (`verifyWebhook` in `@venue/client`); answer 2xx within 10 s, or it is tried again after 1, 5, 30, 120 and 720 minutes.
     */
    post: operations["webhook.reservation.cancelled"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "payment.recorded": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * A payment or refund was written to the ledger.
     * @description Sent to each endpoint registered for the event. Check `Venue-Signature` before trusting the body (`verifyWebhook` in `@venue/client`); answer 2xx within 10 s, or it is tried again after 1, 5, 30, 120 and 720 minutes.
     */
    post: operations["webhook.payment.recorded"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  "membership.changed": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * A membership began, was paused, resumed, renewed or ended.
     * @description Sent to each endpoint registered for the event. Check `Venue-Signature` before trusting the body (`verifyWebhook` in `@venue/client`); answer 2xx within 10 s, or it is tried again after 1, 5, 30, 120 and 720 minutes.
     */
    post: operations["webhook.membership.changed"]
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
export interface components {
  schemas: {
    User: {
      id: number
      email: string | null
      first_name: string
      last_name: string
      phone: string | null
      is_platform_admin: boolean
      current_facility_id: number | null
      birth_date: string | null
      rating: number | null
      ntrp_verified: boolean
      public_profile: boolean
      zip_code: string | null
      zip_code_approval: boolean
      pin_1: string | null
      pin_2: string | null
      pin_3: string | null
      pin_4: string | null
      dupr_id: string | null
      redpadel_id: string | null
      club_locker_code: string | null
      has_password: boolean
      anonymized: boolean
      language: ("en" | "es" | "pt-BR") | null
    }
    Int: number
    Facility: {
      id: number
      name: string
      slug: string
      time_zone: string
      currency: string
      currency_decimals: components["schemas"]["Int"]
      min_hours_range: components["schemas"]["Int"]
      max_hours_range: components["schemas"]["Int"]
      interval_rounding: components["schemas"]["Int"]
      contact_email: string | null
      contact_phone: string | null
      address: string | null
      website: string | null
      country: string
      require_booking_waiver: boolean
      max_active_bookings: components["schemas"]["Int"]
      players_charge_accounts: boolean
      account_limit: components["schemas"]["Int"]
      /** @enum {string} */
      cancellation_refund: "original" | "credits" | "keep"
      late_cancel_hours: components["schemas"]["Int"]
      late_cancel_fee_percent: components["schemas"]["Int"]
      /** @enum {string} */
      rain_check_refund: "credits" | "original"
      prices_include_tax: boolean
      door_open_minutes: components["schemas"]["Int"]
      desk_returns_to_credit: boolean
      /** @enum {string} */
      language: "en" | "es" | "pt-BR"
      has_logo: boolean
    }
    /** Format: binary */
    PersistedFile: string
    UserList: {
      /** @enum {string} */
      object: "list"
      data: components["schemas"]["User"][]
      has_more: boolean
    }
    /** @enum {string} */
    BooleanFromString: "true" | "false"
    ListedReservationList: {
      /** @enum {string} */
      object: "list"
      data: {
        id: number
        facility_id: number
        court_id: number
        date: string
        hour_start: number
        hour_end: number
        starts_at: string
        ends_at: string
        /** @enum {string} */
        kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
        subkind: string | null
        /** @enum {string} */
        status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
        reservation_type: number
        created_by: number | null
        teacher_id: number | null
        allow_cancel: boolean
        official_match: boolean
        guest_name: string | null
        parent_id: number | null
        users: {
          id: number
          user_id: number | null
          name: string
          rating: number | null
          team: number | null
          guest: boolean
        }[]
        fees: {
          id: number
          user_index: number | null
          ru_id: number | null
          amount: number
        }[]
        totals: {
          total: number
        }
        info_text: string
        court_name: string
        facility_name: string
        time_zone: string
        currency: string
        currency_decimals: number
        teacher_name: string | null
        filmed: boolean
      }[]
      has_more: boolean
    }
    /**
     * @example {
     *       "object": "list",
     *       "data": [
     *         {
     *           "id": 66120,
     *           "at": "2026-12-05T17:05:40.118Z",
     *           "actor": {
     *             "id": 12,
     *             "name": "Dana Desk"
     *           },
     *           "app": null,
     *           "request_id": "9f1c2e7a-4b1d-4a5e-9f0e-2b8d6c1a7e33",
     *           "request": "PUT /api/reservations/812/toggle_official_match",
     *           "subject": "reservations",
     *           "subject_id": 812,
     *           "action": "changed",
     *           "before": {
     *             "official_match": false
     *           },
     *           "after": {
     *             "official_match": true
     *           }
     *         }
     *       ],
     *       "has_more": true
     *     }
     */
    AuditEntryList: {
      /** @enum {string} */
      object: "list"
      data: {
        id: number
        at: string
        actor: {
          id: number
          name: string
        }
        app: {
          id: number
          name: string
        } | null
        request_id: string | null
        request: string | null
        subject: string
        subject_id: number | null
        /** @enum {string} */
        action: "created" | "changed" | "deleted"
        before: {
          [key: string]: unknown
        } | null
        after: {
          [key: string]: unknown
        } | null
      }[]
      has_more: boolean
    }
    /**
     * @example {
     *       "object": "list",
     *       "data": [
     *         {
     *           "id": 90211,
     *           "endpoint_id": 4,
     *           "event_id": 77310,
     *           "event_type": "reservation.created",
     *           "status": "delivered",
     *           "attempts": 2,
     *           "next_at": null,
     *           "response_status": 200,
     *           "response_body": "ok",
     *           "error": null,
     *           "delivered_at": "2026-12-05T17:02:14.020Z",
     *           "created_at": "2026-12-05T17:02:11.913Z"
     *         }
     *       ],
     *       "has_more": true
     *     }
     */
    WebhookDeliveryList: {
      /** @enum {string} */
      object: "list"
      data: {
        id: number
        endpoint_id: number
        event_id: number
        /** @enum {string} */
        event_type:
          | "reservation.created"
          | "reservation.changed"
          | "reservation.cancelled"
          | "payment.recorded"
          | "membership.changed"
        /** @enum {string} */
        status: "pending" | "delivered" | "failed"
        attempts: number
        next_at: string | null
        response_status: number | null
        response_body: string | null
        error: string | null
        delivered_at: string | null
        created_at: string
      }[]
      has_more: boolean
    }
    OAuthError: {
      /** @enum {string} */
      error:
        | "invalid_request"
        | "invalid_client"
        | "invalid_grant"
        | "unauthorized_client"
        | "unsupported_grant_type"
        | "invalid_scope"
      error_description: string
      type: string
      status: number
      detail?: string
      instance?: string
    }
    /**
     * @example {
     *       "object": "list",
     *       "data": [
     *         {
     *           "id": 5120,
     *           "facility_id": 7,
     *           "payable_type": "Reservation",
     *           "payable_id": 812,
     *           "reservation_id": 812,
     *           "payer_id": 431,
     *           "staff_id": 12,
     *           "method": "cash",
     *           "method_label": "Cash",
     *           "type_group": "cash",
     *           "type_group_label": "Cash",
     *           "amount": 3000,
     *           "status": "partially_refunded",
     *           "refunded": 1000,
     *           "refundable": 2000,
     *           "refund_of": null,
     *           "to_credit": false,
     *           "custom_price": false,
     *           "coupon_code": null,
     *           "payment_intent_id": null,
     *           "device_id": null,
     *           "business_date": "2026-12-05",
     *           "created_at": "2026-12-05T17:02:11.482Z"
     *         }
     *       ],
     *       "has_more": true
     *     }
     */
    PaymentList: {
      /** @enum {string} */
      object: "list"
      data: {
        id: number
        facility_id: number
        payable_type: string
        payable_id: number | null
        reservation_id: number | null
        payer_id: number | null
        staff_id: number | null
        method: string
        method_label: string
        type_group: string
        type_group_label: string
        amount: number
        /** @enum {string} */
        status:
          "pending" | "paid" | "partially_refunded" | "totally_refunded" | "refunded_to_credit" | "failed" | "cancelled"
        refunded: number
        refundable: number
        refund_of: number | null
        to_credit: boolean
        custom_price: boolean
        coupon_code: string | null
        payment_intent_id: string | null
        device_id: string | null
        business_date: string
        created_at: string
      }[]
      has_more: boolean
    }
    Error: {
      _tag: string
      /** @enum {string} */
      error:
        | "bad_request"
        | "unauthorized"
        | "forbidden"
        | "not_found"
        | "conflict"
        | "unprocessable"
        | "too_many_requests"
        | "internal"
        | "unavailable"
      message: string
      errors: string[]
      /** @enum {string} */
      reason?: "outside_teacher_hours"
      type: string
      status: number
      detail?: string
      instance?: string
    }
  }
  responses: {
    BadRequest: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"]
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "_tag": "BadRequest",
         *       "error": "bad_request",
         *       "message": "The request is malformed: name: A name cannot be blank.",
         *       "errors": [],
         *       "type": "/docs/problems#bad_request",
         *       "status": 400,
         *       "detail": "The request is malformed: name: A name cannot be blank.",
         *       "instance": "urn:venue:request:5f0c2a44-8d1e-4b7a-9a51-0f3e2b7c9d10"
         *     }
         */
        "application/json": components["schemas"]["Error"]
        /**
         * @example {
         *       "_tag": "BadRequest",
         *       "error": "bad_request",
         *       "message": "The request is malformed: name: A name cannot be blank.",
         *       "errors": [],
         *       "type": "/docs/problems#bad_request",
         *       "status": 400,
         *       "detail": "The request is malformed: name: A name cannot be blank.",
         *       "instance": "urn:venue:request:5f0c2a44-8d1e-4b7a-9a51-0f3e2b7c9d10"
         *     }
         */
        "application/problem+json": components["schemas"]["Error"]
      }
    }
    Unauthorized: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"]
        "WWW-Authenticate"?: string
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "_tag": "Unauthorized",
         *       "error": "unauthorized",
         *       "message": "The app's token is unknown, expired or revoked.",
         *       "errors": [],
         *       "type": "/docs/problems#unauthorized",
         *       "status": 401,
         *       "detail": "The app's token is unknown, expired or revoked.",
         *       "instance": "urn:venue:request:5f0c2a44-8d1e-4b7a-9a51-0f3e2b7c9d10"
         *     }
         */
        "application/json": components["schemas"]["Error"]
        /**
         * @example {
         *       "_tag": "Unauthorized",
         *       "error": "unauthorized",
         *       "message": "The app's token is unknown, expired or revoked.",
         *       "errors": [],
         *       "type": "/docs/problems#unauthorized",
         *       "status": 401,
         *       "detail": "The app's token is unknown, expired or revoked.",
         *       "instance": "urn:venue:request:5f0c2a44-8d1e-4b7a-9a51-0f3e2b7c9d10"
         *     }
         */
        "application/problem+json": components["schemas"]["Error"]
      }
    }
    Forbidden: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"]
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "_tag": "Forbidden",
         *       "error": "forbidden",
         *       "message": "This API token has the read scope; this call needs write.",
         *       "errors": [],
         *       "type": "/docs/problems#forbidden",
         *       "status": 403,
         *       "detail": "This API token has the read scope; this call needs write.",
         *       "instance": "urn:venue:request:5f0c2a44-8d1e-4b7a-9a51-0f3e2b7c9d10"
         *     }
         */
        "application/json": components["schemas"]["Error"]
        /**
         * @example {
         *       "_tag": "Forbidden",
         *       "error": "forbidden",
         *       "message": "This API token has the read scope; this call needs write.",
         *       "errors": [],
         *       "type": "/docs/problems#forbidden",
         *       "status": 403,
         *       "detail": "This API token has the read scope; this call needs write.",
         *       "instance": "urn:venue:request:5f0c2a44-8d1e-4b7a-9a51-0f3e2b7c9d10"
         *     }
         */
        "application/problem+json": components["schemas"]["Error"]
      }
    }
    NotFound: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"]
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "_tag": "NotFound",
         *       "error": "not_found",
         *       "message": "Facility was not found.",
         *       "errors": [],
         *       "type": "/docs/problems#not_found",
         *       "status": 404,
         *       "detail": "Facility was not found.",
         *       "instance": "urn:venue:request:5f0c2a44-8d1e-4b7a-9a51-0f3e2b7c9d10"
         *     }
         */
        "application/json": components["schemas"]["Error"]
        /**
         * @example {
         *       "_tag": "NotFound",
         *       "error": "not_found",
         *       "message": "Facility was not found.",
         *       "errors": [],
         *       "type": "/docs/problems#not_found",
         *       "status": 404,
         *       "detail": "Facility was not found.",
         *       "instance": "urn:venue:request:5f0c2a44-8d1e-4b7a-9a51-0f3e2b7c9d10"
         *     }
         */
        "application/problem+json": components["schemas"]["Error"]
      }
    }
    Conflict: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"]
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "_tag": "Conflict",
         *       "error": "conflict",
         *       "message": "That court is already booked at that time; pick another time or court.",
         *       "errors": [],
         *       "type": "/docs/problems#conflict",
         *       "status": 409,
         *       "detail": "That court is already booked at that time; pick another time or court.",
         *       "instance": "urn:venue:request:5f0c2a44-8d1e-4b7a-9a51-0f3e2b7c9d10"
         *     }
         */
        "application/json": components["schemas"]["Error"]
        /**
         * @example {
         *       "_tag": "Conflict",
         *       "error": "conflict",
         *       "message": "That court is already booked at that time; pick another time or court.",
         *       "errors": [],
         *       "type": "/docs/problems#conflict",
         *       "status": 409,
         *       "detail": "That court is already booked at that time; pick another time or court.",
         *       "instance": "urn:venue:request:5f0c2a44-8d1e-4b7a-9a51-0f3e2b7c9d10"
         *     }
         */
        "application/problem+json": components["schemas"]["Error"]
      }
    }
    Unprocessable: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"]
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "_tag": "Unprocessable",
         *       "error": "unprocessable",
         *       "message": "Bookings must be made at least 2 hours ahead.",
         *       "errors": [],
         *       "type": "/docs/problems#unprocessable",
         *       "status": 422,
         *       "detail": "Bookings must be made at least 2 hours ahead.",
         *       "instance": "urn:venue:request:5f0c2a44-8d1e-4b7a-9a51-0f3e2b7c9d10"
         *     }
         */
        "application/json": components["schemas"]["Error"]
        /**
         * @example {
         *       "_tag": "Unprocessable",
         *       "error": "unprocessable",
         *       "message": "Bookings must be made at least 2 hours ahead.",
         *       "errors": [],
         *       "type": "/docs/problems#unprocessable",
         *       "status": 422,
         *       "detail": "Bookings must be made at least 2 hours ahead.",
         *       "instance": "urn:venue:request:5f0c2a44-8d1e-4b7a-9a51-0f3e2b7c9d10"
         *     }
         */
        "application/problem+json": components["schemas"]["Error"]
      }
    }
    TooManyRequests: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"]
        "Retry-After": components["headers"]["RetryAfter"]
        "RateLimit-Limit": components["headers"]["RateLimitLimit"]
        "RateLimit-Remaining": components["headers"]["RateLimitRemaining"]
        "RateLimit-Reset": components["headers"]["RateLimitReset"]
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "_tag": "TooManyRequests",
         *       "error": "too_many_requests",
         *       "message": "This app has made its 600 calls this minute at this club; try again in 12 seconds.",
         *       "errors": [],
         *       "type": "/docs/problems#too_many_requests",
         *       "status": 429,
         *       "detail": "This app has made its 600 calls this minute at this club; try again in 12 seconds.",
         *       "instance": "urn:venue:request:5f0c2a44-8d1e-4b7a-9a51-0f3e2b7c9d10"
         *     }
         */
        "application/json": components["schemas"]["Error"]
        /**
         * @example {
         *       "_tag": "TooManyRequests",
         *       "error": "too_many_requests",
         *       "message": "This app has made its 600 calls this minute at this club; try again in 12 seconds.",
         *       "errors": [],
         *       "type": "/docs/problems#too_many_requests",
         *       "status": 429,
         *       "detail": "This app has made its 600 calls this minute at this club; try again in 12 seconds.",
         *       "instance": "urn:venue:request:5f0c2a44-8d1e-4b7a-9a51-0f3e2b7c9d10"
         *     }
         */
        "application/problem+json": components["schemas"]["Error"]
      }
    }
    InternalError: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"]
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "_tag": "InternalError",
         *       "error": "internal",
         *       "message": "Something went wrong on our side; it has been logged.",
         *       "errors": [],
         *       "type": "/docs/problems#internal",
         *       "status": 500,
         *       "detail": "Something went wrong on our side; it has been logged.",
         *       "instance": "urn:venue:request:5f0c2a44-8d1e-4b7a-9a51-0f3e2b7c9d10"
         *     }
         */
        "application/json": components["schemas"]["Error"]
        /**
         * @example {
         *       "_tag": "InternalError",
         *       "error": "internal",
         *       "message": "Something went wrong on our side; it has been logged.",
         *       "errors": [],
         *       "type": "/docs/problems#internal",
         *       "status": 500,
         *       "detail": "Something went wrong on our side; it has been logged.",
         *       "instance": "urn:venue:request:5f0c2a44-8d1e-4b7a-9a51-0f3e2b7c9d10"
         *     }
         */
        "application/problem+json": components["schemas"]["Error"]
      }
    }
    Unavailable: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"]
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "_tag": "Unavailable",
         *       "error": "unavailable",
         *       "message": "The database cannot be reached just now; try again shortly.",
         *       "errors": [],
         *       "type": "/docs/problems#unavailable",
         *       "status": 503,
         *       "detail": "The database cannot be reached just now; try again shortly.",
         *       "instance": "urn:venue:request:5f0c2a44-8d1e-4b7a-9a51-0f3e2b7c9d10"
         *     }
         */
        "application/json": components["schemas"]["Error"]
        /**
         * @example {
         *       "_tag": "Unavailable",
         *       "error": "unavailable",
         *       "message": "The database cannot be reached just now; try again shortly.",
         *       "errors": [],
         *       "type": "/docs/problems#unavailable",
         *       "status": 503,
         *       "detail": "The database cannot be reached just now; try again shortly.",
         *       "instance": "urn:venue:request:5f0c2a44-8d1e-4b7a-9a51-0f3e2b7c9d10"
         *     }
         */
        "application/problem+json": components["schemas"]["Error"]
      }
    }
    OAuthBadRequest: {
      headers: {
        "X-Request-Id": components["headers"]["RequestId"]
        [name: string]: unknown
      }
      content: {
        /**
         * @example {
         *       "error": "invalid_grant",
         *       "error_description": "The code is unknown, used, expired, or not this app's with this verifier.",
         *       "type": "/docs/problems#invalid_grant",
         *       "status": 400,
         *       "detail": "The code is unknown, used, expired, or not this app's with this verifier.",
         *       "instance": "urn:venue:request:5f0c2a44-8d1e-4b7a-9a51-0f3e2b7c9d10"
         *     }
         */
        "application/json": components["schemas"]["Error"] | components["schemas"]["OAuthError"]
        /**
         * @example {
         *       "error": "invalid_grant",
         *       "error_description": "The code is unknown, used, expired, or not this app's with this verifier.",
         *       "type": "/docs/problems#invalid_grant",
         *       "status": 400,
         *       "detail": "The code is unknown, used, expired, or not this app's with this verifier.",
         *       "instance": "urn:venue:request:5f0c2a44-8d1e-4b7a-9a51-0f3e2b7c9d10"
         *     }
         */
        "application/problem+json": components["schemas"]["Error"] | components["schemas"]["OAuthError"]
      }
    }
  }
  parameters: never
  requestBodies: never
  headers: {
    RequestId: string
    IdempotentReplayed: "true"
    RateLimitLimit: number
    RateLimitRemaining: number
    RateLimitReset: number
    RetryAfter: number
    Deprecation: string
    Sunset: string
  }
  pathItems: never
}
export type $defs = Record<string, never>
export interface operations {
  "system.healthz": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {string} */
            status: "ok"
          }
        }
      }
    }
  }
  "system.readyz": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {string} */
            status: "ok"
            /** @enum {string} */
            database: "embedded" | "postgresql"
            /** @enum {string} */
            live_updates: "listening" | "reconnecting" | "off"
          }
        }
      }
    }
  }
  "auth.signUp": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          email: string
          password: string
          first_name: string
          last_name: string
          phone?: string | null
        }
      }
    }
    responses: {
      202: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            message: string
          }
        }
      }
    }
  }
  "auth.confirmSignUp": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          token: string
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            user: components["schemas"]["User"] | null
            csrf_token: string | null
            facilities: {
              id: number
              name: string
              slug: string
              time_zone: string
              role: ("owner" | "admin" | "manager" | "front_desk" | "teacher" | "player") | null
              fave: boolean
              players_charge_accounts: boolean
              /** @enum {string} */
              language: "en" | "es" | "pt-BR"
            }[]
            demo: boolean
          }
        }
      }
    }
  }
  "auth.signIn": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          email: string
          password: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            user: components["schemas"]["User"] | null
            csrf_token: string | null
            facilities: {
              id: number
              name: string
              slug: string
              time_zone: string
              role: ("owner" | "admin" | "manager" | "front_desk" | "teacher" | "player") | null
              fave: boolean
              players_charge_accounts: boolean
              /** @enum {string} */
              language: "en" | "es" | "pt-BR"
            }[]
            demo: boolean
          }
        }
      }
    }
  }
  "auth.signOut": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "auth.session": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            user: components["schemas"]["User"] | null
            csrf_token: string | null
            facilities: {
              id: number
              name: string
              slug: string
              time_zone: string
              role: ("owner" | "admin" | "manager" | "front_desk" | "teacher" | "player") | null
              fave: boolean
              players_charge_accounts: boolean
              /** @enum {string} */
              language: "en" | "es" | "pt-BR"
            }[]
            demo: boolean
          }
        }
      }
    }
  }
  "auth.changePassword": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          current_password: string
          password: string
        }
      }
    }
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "auth.forgotPassword": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          email: string
        }
      }
    }
    responses: {
      202: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "auth.resetPassword": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          token: string
          password: string
        }
      }
    }
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "auth.listApiTokens": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            name: string
            token_prefix: string
            /** @enum {string} */
            scope: "read" | "write" | "admin"
            facility_id: number | null
            created_at: string
            last_used_at: string | null
            revoked_at: string | null
          }[]
        }
      }
    }
  }
  "auth.createApiToken": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          /** @enum {string} */
          scope?: "read" | "write" | "admin"
          facility_id?: number | null
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            name: string
            /** @enum {string} */
            scope: "read" | "write" | "admin"
            facility_id: number | null
            token: string
          }
        }
      }
    }
  }
  "auth.revokeApiToken": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "facilities.create": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          slug: string
          time_zone: string
          currency: string
          currency_decimals?: components["schemas"]["Int"]
          min_hours_range?: components["schemas"]["Int"]
          max_hours_range?: components["schemas"]["Int"]
          interval_rounding?: components["schemas"]["Int"]
          contact_email?: string | null
          contact_phone?: string | null
          address?: string | null
          website?: string | null
          require_booking_waiver?: boolean
          max_active_bookings?: components["schemas"]["Int"]
          /** @enum {string} */
          language?: "en" | "es" | "pt-BR"
          owner_user_id?: number
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Facility"]
        }
      }
    }
  }
  "facilities.courtManagers": {
    parameters: {
      query: {
        facility_id: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            user_id: number
            /** @enum {string} */
            role: "owner" | "admin" | "manager" | "front_desk" | "teacher" | "player"
            user: components["schemas"]["User"]
          }[]
        }
      }
    }
  }
  "facilities.createCourtManagers": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
          /** @enum {string} */
          role: "owner" | "admin" | "manager" | "front_desk" | "teacher" | "player"
          user_id?: number
          email?: string
          first_name?: string
          last_name?: string
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            user_id: number
            /** @enum {string} */
            role: "owner" | "admin" | "manager" | "front_desk" | "teacher" | "player"
            user: components["schemas"]["User"]
          }
        }
      }
    }
  }
  "facilities.updateCourtManagers": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
          user_id: number
          /** @enum {string} */
          role: "owner" | "admin" | "manager" | "front_desk" | "teacher" | "player"
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            user_id: number
            /** @enum {string} */
            role: "owner" | "admin" | "manager" | "front_desk" | "teacher" | "player"
            user: components["schemas"]["User"]
          }
        }
      }
    }
  }
  "facilities.deleteCourtManagers": {
    parameters: {
      query: {
        facility_id: number
        user_id: number
      }
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "facilities.show": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Facility"]
        }
      }
    }
  }
  "facilities.logo": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "image/*": string
        }
      }
    }
  }
  "facilities.generalSettings": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Facility"]
        }
      }
    }
  }
  "facilities.updateGeneralSettings": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "multipart/form-data": {
          name?: string
          slug?: string
          time_zone?: string
          currency?: string
          currency_decimals?: string
          min_hours_range?: string
          max_hours_range?: string
          interval_rounding?: string
          contact_email?: string
          contact_phone?: string
          address?: string
          website?: string
          /** @enum {string} */
          require_booking_waiver?: "true" | "false"
          max_active_bookings?: string
          language?: string
          logo?: components["schemas"]["PersistedFile"][]
        }
        "application/json": {
          name?: string
          slug?: string
          time_zone?: string
          currency?: string
          currency_decimals?: components["schemas"]["Int"]
          min_hours_range?: components["schemas"]["Int"]
          max_hours_range?: components["schemas"]["Int"]
          interval_rounding?: components["schemas"]["Int"]
          contact_email?: string | null
          contact_phone?: string | null
          address?: string | null
          website?: string | null
          country?: string
          require_booking_waiver?: boolean
          max_active_bookings?: components["schemas"]["Int"]
          players_charge_accounts?: boolean
          account_limit?: components["schemas"]["Int"]
          /** @enum {string} */
          cancellation_refund?: "original" | "credits" | "keep"
          late_cancel_hours?: components["schemas"]["Int"]
          late_cancel_fee_percent?: components["schemas"]["Int"]
          /** @enum {string} */
          rain_check_refund?: "credits" | "original"
          prices_include_tax?: boolean
          door_open_minutes?: components["schemas"]["Int"]
          desk_returns_to_credit?: boolean
          /** @enum {string} */
          language?: "en" | "es" | "pt-BR"
          gate_password?: string | null
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Facility"]
        }
      }
    }
  }
  "users.info": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            email: string | null
            first_name: string
            last_name: string
            phone: string | null
            is_platform_admin: boolean
            current_facility_id: number | null
            birth_date: string | null
            rating: number | null
            ntrp_verified: boolean
            public_profile: boolean
            zip_code: string | null
            zip_code_approval: boolean
            pin_1: string | null
            pin_2: string | null
            pin_3: string | null
            pin_4: string | null
            dupr_id: string | null
            redpadel_id: string | null
            club_locker_code: string | null
            has_password: boolean
            anonymized: boolean
            language: ("en" | "es" | "pt-BR") | null
            facilities: {
              id: number
              name: string
              slug: string
              time_zone: string
              role: ("owner" | "admin" | "manager" | "front_desk" | "teacher" | "player") | null
              fave: boolean
              players_charge_accounts: boolean
              /** @enum {string} */
              language: "en" | "es" | "pt-BR"
            }[]
          }
        }
      }
    }
  }
  "users.preferredFacilities": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            name: string
            slug: string
            time_zone: string
            role: ("owner" | "admin" | "manager" | "front_desk" | "teacher" | "player") | null
            fave: boolean
            players_charge_accounts: boolean
            /** @enum {string} */
            language: "en" | "es" | "pt-BR"
          }[]
        }
      }
    }
  }
  "users.search": {
    parameters: {
      query?: {
        q?: string
        facility_id?: number
        page?: number
        tag_id?: number
        limit?: number
        starting_after?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["User"][] | components["schemas"]["UserList"]
        }
      }
    }
  }
  "users.show": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["User"]
        }
      }
    }
  }
  "users.update": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          first_name?: string
          last_name?: string
          phone?: string | null
          email?: string
          birth_date?: string | null
          public_profile?: boolean
          pin_1?: string | null
          pin_2?: string | null
          pin_3?: string | null
          pin_4?: string | null
          redpadel_id?: string | null
          ntrp_verified?: boolean
          language?: ("en" | "es" | "pt-BR") | null
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["User"]
        }
      }
    }
  }
  "users.currentFacility": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Facility"] | null
        }
      }
    }
  }
  "users.setCurrentFacility": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["Facility"]
        }
      }
    }
  }
  "users.toggleFave": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            facility_id: number
            fave: boolean
          }
        }
      }
    }
  }
  "users.recommendedFacilities": {
    parameters: {
      query?: {
        search?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            name: string
            slug: string
            address: string | null
            time_zone: string
            role: string | null
            fave: boolean
            reason: ("favourite" | "partners" | "near") | null
            partners: number
          }[]
        }
      }
    }
  }
  "people.createContact": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
          first_name: string
          last_name: string
          email?: string | null
          phone?: string | null
          birth_date?: string | null
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["User"]
        }
      }
    }
  }
  "people.sendReconfirmationEmail": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      202: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "people.verifyAccountCode": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          code: string
          password: string
        }
      }
    }
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "people.destroyByManager": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            removed: boolean
            anonymized: boolean
          }
        }
      }
    }
  }
  "people.zip": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          zip_code?: string | null
          zip_code_approval?: boolean
          facility_id?: number
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["User"]
        }
      }
    }
  }
  "people.activity": {
    parameters: {
      query?: {
        user_id?: number
        page?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number | null
            user_id: number
            actor_id: number | null
            kind: string
            created_at: string
          }[]
        }
      }
    }
  }
  "people.allActivity": {
    parameters: {
      query: {
        facility_id: number
        page?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number | null
            user_id: number
            actor_id: number | null
            kind: string
            created_at: string
          }[]
        }
      }
    }
  }
  "people.handledUsers": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["User"][]
        }
      }
    }
  }
  "people.family": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            user: components["schemas"]["User"]
            handled: boolean
            name: string | null
            /** @enum {string} */
            direction: "related" | "guardian"
            awaiting_acceptance: boolean
            acting_asked: boolean
          }[]
        }
      }
    }
  }
  "people.childrens": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["User"][]
        }
      }
    }
  }
  "people.addToFamily": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          related_user_id?: number
          handled?: boolean
          name?: string
          first_name?: string
          last_name?: string
          birth_date?: string | null
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            user: components["schemas"]["User"]
            handled: boolean
            name: string | null
            /** @enum {string} */
            direction: "related" | "guardian"
            awaiting_acceptance: boolean
            acting_asked: boolean
          }
        }
      }
    }
  }
  "people.acceptGuardian": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          user_id: number
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            user: components["schemas"]["User"]
            handled: boolean
            name: string | null
            /** @enum {string} */
            direction: "related" | "guardian"
            awaiting_acceptance: boolean
            acting_asked: boolean
          }
        }
      }
    }
  }
  "people.removeFromFamily": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          related_user_id: number
        }
      }
    }
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "ratings.list": {
    parameters: {
      query?: {
        user_id?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            user_id: number
            provider: string
            label: string
            rating: number
            min: number
            max: number
            facility_id: number | null
          }[]
        }
      }
    }
  }
  "ratings.create": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          provider: string
          rating: number
          facility_id?: number
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            user_id: number
            provider: string
            label: string
            rating: number
            min: number
            max: number
            facility_id: number | null
          }
        }
      }
    }
  }
  "ratings.update": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        ratingId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          rating: number
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            user_id: number
            provider: string
            label: string
            rating: number
            min: number
            max: number
            facility_id: number | null
          }
        }
      }
    }
  }
  "ratings.setRating": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          rating: number | null
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["User"]
        }
      }
    }
  }
  "ratings.linkToDupr": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          dupr_id: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            user: components["schemas"]["User"]
            ratings: {
              id: number
              user_id: number
              provider: string
              label: string
              rating: number
              min: number
              max: number
              facility_id: number | null
            }[]
            /** @enum {string} */
            verification: "code_sent" | "verified"
            sent_to: string | null
          }
        }
      }
    }
  }
  "ratings.verifyDupr": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          code: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            user: components["schemas"]["User"]
            ratings: {
              id: number
              user_id: number
              provider: string
              label: string
              rating: number
              min: number
              max: number
              facility_id: number | null
            }[]
            /** @enum {string} */
            verification: "code_sent" | "verified"
            sent_to: string | null
          }
        }
      }
    }
  }
  "ratings.unlinkDupr": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["User"]
        }
      }
    }
  }
  "ratings.unlinkRpr": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["User"]
        }
      }
    }
  }
  "ratings.sendNprpQuestionnaire": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      202: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "ratings.setClubLocker": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          user_id?: number
          club_locker_code: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["User"]
        }
      }
    }
  }
  "ratings.clearClubLocker": {
    parameters: {
      query?: {
        user_id?: number
      }
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["User"]
        }
      }
    }
  }
  "passes.listPasses": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            user_id: number
            /** @enum {string} */
            affiliation: "resident" | "non_resident" | "member" | "employee"
            reservation_pass: boolean
            clinic_pass: boolean
          }[]
        }
      }
    }
  }
  "passes.createPass": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          user_id: number
          /** @enum {string} */
          affiliation?: "resident" | "non_resident" | "member" | "employee"
          reservation_pass?: boolean
          clinic_pass?: boolean
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            user_id: number
            /** @enum {string} */
            affiliation: "resident" | "non_resident" | "member" | "employee"
            reservation_pass: boolean
            clinic_pass: boolean
          }
        }
      }
    }
  }
  "passes.showPass": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        passId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            user_id: number
            /** @enum {string} */
            affiliation: "resident" | "non_resident" | "member" | "employee"
            reservation_pass: boolean
            clinic_pass: boolean
          }
        }
      }
    }
  }
  "passes.updatePass": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        passId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          affiliation?: "resident" | "non_resident" | "member" | "employee"
          reservation_pass?: boolean
          clinic_pass?: boolean
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            user_id: number
            /** @enum {string} */
            affiliation: "resident" | "non_resident" | "member" | "employee"
            reservation_pass: boolean
            clinic_pass: boolean
          }
        }
      }
    }
  }
  "passes.deletePass": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        passId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "passes.userPasses": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            user_id: number
            /** @enum {string} */
            affiliation: "resident" | "non_resident" | "member" | "employee"
            reservation_pass: boolean
            clinic_pass: boolean
          }[]
        }
      }
    }
  }
  "passes.guestUsers": {
    parameters: {
      query: {
        facility_id: number
        q?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": components["schemas"]["User"][]
        }
      }
    }
  }
  "passes.listAddresses": {
    parameters: {
      query?: {
        user_id?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            user_id: number
            address: string
          }[]
        }
      }
    }
  }
  "passes.createAddress": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          user_id?: number
          address: string
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            user_id: number
            address: string
          }
        }
      }
    }
  }
  "passes.updateAddress": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          address: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            user_id: number
            address: string
          }
        }
      }
    }
  }
  "passes.deleteAddress": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "waivers.facilityWaivers": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            /** @enum {string} */
            category: "facility_booking" | "memberships" | "programs" | "childs"
            current_version: {
              id: number
              version: number
              content: string
              created_at: string
            }
          }[]
        }
      }
    }
  }
  "waivers.createFacilityWaiver": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          /** @enum {string} */
          category: "facility_booking" | "memberships" | "programs" | "childs"
          content: string
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            /** @enum {string} */
            category: "facility_booking" | "memberships" | "programs" | "childs"
            current_version: {
              id: number
              version: number
              content: string
              created_at: string
            }
          }
        }
      }
    }
  }
  "waivers.facilityWaiver": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        waiverId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            /** @enum {string} */
            category: "facility_booking" | "memberships" | "programs" | "childs"
            current_version: {
              id: number
              version: number
              content: string
              created_at: string
            }
          }
        }
      }
    }
  }
  "waivers.updateFacilityWaiver": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        waiverId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name?: string
          /** @enum {string} */
          category?: "facility_booking" | "memberships" | "programs" | "childs"
          content?: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            /** @enum {string} */
            category: "facility_booking" | "memberships" | "programs" | "childs"
            current_version: {
              id: number
              version: number
              content: string
              created_at: string
            }
          }
        }
      }
    }
  }
  "waivers.deleteFacilityWaiver": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        waiverId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "waivers.createNewVersion": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        waiverId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          content: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            /** @enum {string} */
            category: "facility_booking" | "memberships" | "programs" | "childs"
            current_version: {
              id: number
              version: number
              content: string
              created_at: string
            }
          }
        }
      }
    }
  }
  "waivers.list": {
    parameters: {
      query: {
        facility_id: number
        user_id?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            waiver: {
              id: number
              facility_id: number
              name: string
              /** @enum {string} */
              category: "facility_booking" | "memberships" | "programs" | "childs"
              current_version: {
                id: number
                version: number
                content: string
                created_at: string
              }
            }
            accepted: boolean
            accepted_version: number | null
            accepted_at: string | null
          }[]
        }
      }
    }
  }
  "waivers.memberships": {
    parameters: {
      query: {
        facility_id: number
        user_id?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            waiver: {
              id: number
              facility_id: number
              name: string
              /** @enum {string} */
              category: "facility_booking" | "memberships" | "programs" | "childs"
              current_version: {
                id: number
                version: number
                content: string
                created_at: string
              }
            }
            accepted: boolean
            accepted_version: number | null
            accepted_at: string | null
          }[]
        }
      }
    }
  }
  "waivers.facilityBooking": {
    parameters: {
      query: {
        facility_id: number
        user_id?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            waiver: {
              id: number
              facility_id: number
              name: string
              /** @enum {string} */
              category: "facility_booking" | "memberships" | "programs" | "childs"
              current_version: {
                id: number
                version: number
                content: string
                created_at: string
              }
            }
            accepted: boolean
            accepted_version: number | null
            accepted_at: string | null
          }[]
        }
      }
    }
  }
  "waivers.programs": {
    parameters: {
      query: {
        facility_id: number
        user_id?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            waiver: {
              id: number
              facility_id: number
              name: string
              /** @enum {string} */
              category: "facility_booking" | "memberships" | "programs" | "childs"
              current_version: {
                id: number
                version: number
                content: string
                created_at: string
              }
            }
            accepted: boolean
            accepted_version: number | null
            accepted_at: string | null
          }[]
        }
      }
    }
  }
  "waivers.childs": {
    parameters: {
      query: {
        facility_id: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            user: components["schemas"]["User"]
            waivers: {
              waiver: {
                id: number
                facility_id: number
                name: string
                /** @enum {string} */
                category: "facility_booking" | "memberships" | "programs" | "childs"
                current_version: {
                  id: number
                  version: number
                  content: string
                  created_at: string
                }
              }
              accepted: boolean
              accepted_version: number | null
              accepted_at: string | null
            }[]
          }[]
        }
      }
    }
  }
  "waivers.programAccept": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          waiver_id: number
          program_id: number
          user_id?: number
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            waiver_id: number
            version: number
            signed_by: number | null
            signed_for: number
            acceptable_type: string | null
            acceptable_id: number | null
            accepted_at: string
          }
        }
      }
    }
  }
  "waivers.show": {
    parameters: {
      query?: {
        user_id?: number
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            waiver: {
              id: number
              facility_id: number
              name: string
              /** @enum {string} */
              category: "facility_booking" | "memberships" | "programs" | "childs"
              current_version: {
                id: number
                version: number
                content: string
                created_at: string
              }
            }
            accepted: boolean
            accepted_version: number | null
            accepted_at: string | null
          }
        }
      }
    }
  }
  "waivers.accept": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          user_id?: number
          acceptable_type?: string
          acceptable_id?: number
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            waiver_id: number
            version: number
            signed_by: number | null
            signed_for: number
            acceptable_type: string | null
            acceptable_id: number | null
            accepted_at: string
          }
        }
      }
    }
  }
  "courts.list": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            name: string
            /** @enum {string} */
            sport: "tennis" | "padel" | "pickleball" | "squash" | "badminton" | "other"
            surface: string | null
            indoor: boolean
            sort_order: number
            active: boolean
          }[]
        }
      }
    }
  }
  "courts.replaceAll": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          courts: {
            id?: number
            name: string
            /** @enum {string} */
            sport: "tennis" | "padel" | "pickleball" | "squash" | "badminton" | "other"
            surface?: string | null
            indoor?: boolean
            sort_order?: components["schemas"]["Int"]
            active?: boolean
          }[]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            name: string
            /** @enum {string} */
            sport: "tennis" | "padel" | "pickleball" | "squash" | "badminton" | "other"
            surface: string | null
            indoor: boolean
            sort_order: number
            active: boolean
          }[]
        }
      }
    }
  }
  "courts.bulkUpsert": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          courts: {
            id?: number
            name: string
            /** @enum {string} */
            sport: "tennis" | "padel" | "pickleball" | "squash" | "badminton" | "other"
            surface?: string | null
            indoor?: boolean
            sort_order?: components["schemas"]["Int"]
            active?: boolean
          }[]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            name: string
            /** @enum {string} */
            sport: "tennis" | "padel" | "pickleball" | "squash" | "badminton" | "other"
            surface: string | null
            indoor: boolean
            sort_order: number
            active: boolean
          }[]
        }
      }
    }
  }
  "courts.bulkDestroy": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          ids: number[]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            destroyed: number[]
          }
        }
      }
    }
  }
  "courts.fees": {
    parameters: {
      query?: {
        show_grupal?: "true" | "false"
      }
      header?: never
      path: {
        courtId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            court_ids: number[] | null
            days: components["schemas"]["Int"][]
            hour_start: components["schemas"]["Int"]
            hour_end: components["schemas"]["Int"]
            user_type: ("member" | "non_member" | "guest") | null
            price_per_hour: components["schemas"]["Int"]
            prime_time: boolean
            id: number
          }[]
        }
      }
    }
  }
  "courts.courtRates": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {string} */
            split: "per_player" | "group"
            rates: {
              court_ids: number[] | null
              days: components["schemas"]["Int"][]
              hour_start: components["schemas"]["Int"]
              hour_end: components["schemas"]["Int"]
              user_type: ("member" | "non_member" | "guest") | null
              price_per_hour: components["schemas"]["Int"]
              prime_time: boolean
            }[]
          }
        }
      }
    }
  }
  "courts.replaceCourtRates": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          split: "per_player" | "group"
          rates: {
            court_ids: number[] | null
            days: components["schemas"]["Int"][]
            hour_start: components["schemas"]["Int"]
            hour_end: components["schemas"]["Int"]
            user_type: ("member" | "non_member" | "guest") | null
            price_per_hour: components["schemas"]["Int"]
            prime_time: boolean
          }[]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {string} */
            split: "per_player" | "group"
            rates: {
              court_ids: number[] | null
              days: components["schemas"]["Int"][]
              hour_start: components["schemas"]["Int"]
              hour_end: components["schemas"]["Int"]
              user_type: ("member" | "non_member" | "guest") | null
              price_per_hour: components["schemas"]["Int"]
              prime_time: boolean
            }[]
          }
        }
      }
    }
  }
  "courts.schedules": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            day: components["schemas"]["Int"]
            hour_start: components["schemas"]["Int"]
            hour_end: components["schemas"]["Int"]
            shift: string
            starts_on: string | null
          }[]
        }
      }
    }
  }
  "courts.createSchedule": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id?: number
          day: components["schemas"]["Int"]
          hour_start: components["schemas"]["Int"]
          hour_end: components["schemas"]["Int"]
          shift?: string
          starts_on?: string | null
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            day: components["schemas"]["Int"]
            hour_start: components["schemas"]["Int"]
            hour_end: components["schemas"]["Int"]
            shift: string
            starts_on: string | null
          }
        }
      }
    }
  }
  "courts.updateSchedule": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        scheduleId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id?: number
          day: components["schemas"]["Int"]
          hour_start: components["schemas"]["Int"]
          hour_end: components["schemas"]["Int"]
          shift?: string
          starts_on?: string | null
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            day: components["schemas"]["Int"]
            hour_start: components["schemas"]["Int"]
            hour_end: components["schemas"]["Int"]
            shift: string
            starts_on: string | null
          }
        }
      }
    }
  }
  "courts.deleteSchedule": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        scheduleId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "courts.bulkUpsertSchedules": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_schedules: {
            id?: number
            day: components["schemas"]["Int"]
            hour_start: components["schemas"]["Int"]
            hour_end: components["schemas"]["Int"]
            shift?: string
            starts_on?: string | null
          }[]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            day: components["schemas"]["Int"]
            hour_start: components["schemas"]["Int"]
            hour_end: components["schemas"]["Int"]
            shift: string
            starts_on: string | null
          }[]
        }
      }
    }
  }
  "courts.bulkDestroySchedules": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          ids: number[]
        }
      }
    }
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "scheduleRules.list": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            /** @enum {string} */
            kind: "closure" | "members_only" | "staff_only" | "duration"
            court_ids: number[] | null
            starts_on: string | null
            ends_on: string | null
            days: number[]
            hour_start: number
            hour_end: number
            min_duration: number | null
            max_duration: number | null
            note: string | null
          }[]
        }
      }
    }
  }
  "scheduleRules.create": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          kind: "closure" | "members_only" | "staff_only" | "duration"
          court_ids?: number[] | null
          starts_on?: string | null
          ends_on?: string | null
          days?: components["schemas"]["Int"][]
          hour_start?: components["schemas"]["Int"]
          hour_end?: components["schemas"]["Int"]
          min_duration?: components["schemas"]["Int"] | null
          max_duration?: components["schemas"]["Int"] | null
          note?: string | null
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            /** @enum {string} */
            kind: "closure" | "members_only" | "staff_only" | "duration"
            court_ids: number[] | null
            starts_on: string | null
            ends_on: string | null
            days: number[]
            hour_start: number
            hour_end: number
            min_duration: number | null
            max_duration: number | null
            note: string | null
          }
        }
      }
    }
  }
  "scheduleRules.show": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        ruleId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            /** @enum {string} */
            kind: "closure" | "members_only" | "staff_only" | "duration"
            court_ids: number[] | null
            starts_on: string | null
            ends_on: string | null
            days: number[]
            hour_start: number
            hour_end: number
            min_duration: number | null
            max_duration: number | null
            note: string | null
          }
        }
      }
    }
  }
  "scheduleRules.update": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        ruleId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          kind: "closure" | "members_only" | "staff_only" | "duration"
          court_ids?: number[] | null
          starts_on?: string | null
          ends_on?: string | null
          days?: components["schemas"]["Int"][]
          hour_start?: components["schemas"]["Int"]
          hour_end?: components["schemas"]["Int"]
          min_duration?: components["schemas"]["Int"] | null
          max_duration?: components["schemas"]["Int"] | null
          note?: string | null
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            /** @enum {string} */
            kind: "closure" | "members_only" | "staff_only" | "duration"
            court_ids: number[] | null
            starts_on: string | null
            ends_on: string | null
            days: number[]
            hour_start: number
            hour_end: number
            min_duration: number | null
            max_duration: number | null
            note: string | null
          }
        }
      }
    }
  }
  "scheduleRules.delete": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        ruleId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "reservations.book": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
          court_id: number
          date: string
          hour_start: components["schemas"]["Int"]
          hour_end: components["schemas"]["Int"]
          reservation_type?: components["schemas"]["Int"]
          booked_for?: number
          player_ids?: number[]
          guests?: string[]
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            court_id: number
            date: string
            hour_start: number
            hour_end: number
            starts_at: string
            ends_at: string
            /** @enum {string} */
            kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
            subkind: string | null
            /** @enum {string} */
            status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
            reservation_type: number
            created_by: number | null
            teacher_id: number | null
            allow_cancel: boolean
            official_match: boolean
            guest_name: string | null
            parent_id: number | null
            users: {
              id: number
              user_id: number | null
              name: string
              rating: number | null
              team: number | null
              guest: boolean
            }[]
            fees: {
              id: number
              user_index: number | null
              ru_id: number | null
              amount: number
            }[]
            totals: {
              total: number
            }
            info_text: string
          }
        }
      }
    }
  }
  "reservations.bookAdmin": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        courtId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          date: string
          hour_start: components["schemas"]["Int"]
          hour_end: components["schemas"]["Int"]
          /** @enum {string} */
          kind?: "reservation" | "rental" | "lesson" | "clinic" | "other"
          subkind?: string | null
          reservation_type?: components["schemas"]["Int"]
          player_ids?: number[]
          guests?: string[]
          teacher_id?: number | null
          guest_name?: string | null
          extra_court_ids?: number[]
          outside_teacher_hours?: boolean
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            court_id: number
            date: string
            hour_start: number
            hour_end: number
            starts_at: string
            ends_at: string
            /** @enum {string} */
            kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
            subkind: string | null
            /** @enum {string} */
            status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
            reservation_type: number
            created_by: number | null
            teacher_id: number | null
            allow_cancel: boolean
            official_match: boolean
            guest_name: string | null
            parent_id: number | null
            users: {
              id: number
              user_id: number | null
              name: string
              rating: number | null
              team: number | null
              guest: boolean
            }[]
            fees: {
              id: number
              user_index: number | null
              ru_id: number | null
              amount: number
            }[]
            totals: {
              total: number
            }
            info_text: string
          }
        }
      }
    }
  }
  "reservations.basic": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            court_id: number
            date: string
            hour_start: number
            hour_end: number
            starts_at: string
            ends_at: string
            /** @enum {string} */
            kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
            subkind: string | null
            /** @enum {string} */
            status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
            reservation_type: number
            created_by: number | null
            teacher_id: number | null
            allow_cancel: boolean
            official_match: boolean
            guest_name: string | null
            parent_id: number | null
            users: {
              id: number
              user_id: number | null
              name: string
              rating: number | null
              team: number | null
              guest: boolean
            }[]
            fees: {
              id: number
              user_index: number | null
              ru_id: number | null
              amount: number
            }[]
            totals: {
              total: number
            }
            info_text: string
          }
        }
      }
    }
  }
  "reservations.cancel": {
    parameters: {
      query?: {
        waive_fee?: components["schemas"]["BooleanFromString"]
      }
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            court_id: number
            date: string
            hour_start: number
            hour_end: number
            starts_at: string
            ends_at: string
            /** @enum {string} */
            kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
            subkind: string | null
            /** @enum {string} */
            status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
            reservation_type: number
            created_by: number | null
            teacher_id: number | null
            allow_cancel: boolean
            official_match: boolean
            guest_name: string | null
            parent_id: number | null
            users: {
              id: number
              user_id: number | null
              name: string
              rating: number | null
              team: number | null
              guest: boolean
            }[]
            fees: {
              id: number
              user_index: number | null
              ru_id: number | null
              amount: number
            }[]
            totals: {
              total: number
            }
            info_text: string
          }
        }
      }
    }
  }
  "reservations.calendar": {
    parameters: {
      query: {
        date: string
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            meta: {
              date: string
              time_zone: string
              available_hours: number[]
              min_hours_range: number
              max_hours_range: number
              interval_rounding: number
              booking_url: string
            }
            courts_with_reservations: {
              id: number
              name: string
              reservations: {
                id: number
                /** @enum {string} */
                kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
                subkind: string | null
                hour_start: number
                hour_end: number
                users: {
                  name: string
                }[]
                teacher: {
                  name: string
                } | null
                clinic: {
                  public_name: string | null
                  category: string | null
                } | null
              }[]
            }[]
          }
        }
      }
    }
  }
  "reservations.calendarEvents": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "text/event-stream": string
        }
      }
    }
  }
  "reservationCalls.changeStatus": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            court_id: number
            date: string
            hour_start: number
            hour_end: number
            starts_at: string
            ends_at: string
            /** @enum {string} */
            kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
            subkind: string | null
            /** @enum {string} */
            status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
            reservation_type: number
            created_by: number | null
            teacher_id: number | null
            allow_cancel: boolean
            official_match: boolean
            guest_name: string | null
            parent_id: number | null
            users: {
              id: number
              user_id: number | null
              name: string
              rating: number | null
              team: number | null
              guest: boolean
            }[]
            fees: {
              id: number
              user_index: number | null
              ru_id: number | null
              amount: number
            }[]
            totals: {
              total: number
            }
            info_text: string
          }
        }
      }
    }
  }
  "reservationCalls.allowToggleCheckin": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            allowed: boolean
          }
        }
      }
    }
  }
  "reservationCalls.toggleCheckin": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            court_id: number
            date: string
            hour_start: number
            hour_end: number
            starts_at: string
            ends_at: string
            /** @enum {string} */
            kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
            subkind: string | null
            /** @enum {string} */
            status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
            reservation_type: number
            created_by: number | null
            teacher_id: number | null
            allow_cancel: boolean
            official_match: boolean
            guest_name: string | null
            parent_id: number | null
            users: {
              id: number
              user_id: number | null
              name: string
              rating: number | null
              team: number | null
              guest: boolean
            }[]
            fees: {
              id: number
              user_index: number | null
              ru_id: number | null
              amount: number
            }[]
            totals: {
              total: number
            }
            info_text: string
          }
        }
      }
    }
  }
  "reservationCalls.noShow": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            court_id: number
            date: string
            hour_start: number
            hour_end: number
            starts_at: string
            ends_at: string
            /** @enum {string} */
            kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
            subkind: string | null
            /** @enum {string} */
            status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
            reservation_type: number
            created_by: number | null
            teacher_id: number | null
            allow_cancel: boolean
            official_match: boolean
            guest_name: string | null
            parent_id: number | null
            users: {
              id: number
              user_id: number | null
              name: string
              rating: number | null
              team: number | null
              guest: boolean
            }[]
            fees: {
              id: number
              user_index: number | null
              ru_id: number | null
              amount: number
            }[]
            totals: {
              total: number
            }
            info_text: string
          }
        }
      }
    }
  }
  "reservationCalls.rainCheck": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            court_id: number
            date: string
            hour_start: number
            hour_end: number
            starts_at: string
            ends_at: string
            /** @enum {string} */
            kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
            subkind: string | null
            /** @enum {string} */
            status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
            reservation_type: number
            created_by: number | null
            teacher_id: number | null
            allow_cancel: boolean
            official_match: boolean
            guest_name: string | null
            parent_id: number | null
            users: {
              id: number
              user_id: number | null
              name: string
              rating: number | null
              team: number | null
              guest: boolean
            }[]
            fees: {
              id: number
              user_index: number | null
              ru_id: number | null
              amount: number
            }[]
            totals: {
              total: number
            }
            info_text: string
          }
        }
      }
    }
  }
  "reservationCalls.rainCheckVerification": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            allowed: boolean
            message: string
            currency: string
            currency_decimals: number
            late: boolean
            fee: number
            paid: number
            kept: number
            owed: number
            refunds: {
              payment_id: number
              /** @enum {string} */
              method:
                | "cash"
                | "card"
                | "bolt"
                | "card_reader"
                | "check"
                | "prepaid"
                | "adjustment"
                | "accounts_receivable"
                | "ach"
              amount: number
              /** @enum {string} */
              way: "refund" | "credit" | "ach"
            }[]
          }
        }
      }
    }
  }
  "reservationCalls.destroyChild": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            court_id: number
            date: string
            hour_start: number
            hour_end: number
            starts_at: string
            ends_at: string
            /** @enum {string} */
            kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
            subkind: string | null
            /** @enum {string} */
            status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
            reservation_type: number
            created_by: number | null
            teacher_id: number | null
            allow_cancel: boolean
            official_match: boolean
            guest_name: string | null
            parent_id: number | null
            users: {
              id: number
              user_id: number | null
              name: string
              rating: number | null
              team: number | null
              guest: boolean
            }[]
            fees: {
              id: number
              user_index: number | null
              ru_id: number | null
              amount: number
            }[]
            totals: {
              total: number
            }
            info_text: string
          }
        }
      }
    }
  }
  "reservationCalls.cancellationVerification": {
    parameters: {
      query?: {
        waive_fee?: components["schemas"]["BooleanFromString"]
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            allowed: boolean
            message: string
            currency: string
            currency_decimals: number
            late: boolean
            fee: number
            paid: number
            kept: number
            owed: number
            refunds: {
              payment_id: number
              /** @enum {string} */
              method:
                | "cash"
                | "card"
                | "bolt"
                | "card_reader"
                | "check"
                | "prepaid"
                | "adjustment"
                | "accounts_receivable"
                | "ach"
              amount: number
              /** @enum {string} */
              way: "refund" | "credit" | "ach"
            }[]
          }
        }
      }
    }
  }
  "reservationCalls.changeAllowCancelation": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          allow_cancel: boolean
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            court_id: number
            date: string
            hour_start: number
            hour_end: number
            starts_at: string
            ends_at: string
            /** @enum {string} */
            kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
            subkind: string | null
            /** @enum {string} */
            status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
            reservation_type: number
            created_by: number | null
            teacher_id: number | null
            allow_cancel: boolean
            official_match: boolean
            guest_name: string | null
            parent_id: number | null
            users: {
              id: number
              user_id: number | null
              name: string
              rating: number | null
              team: number | null
              guest: boolean
            }[]
            fees: {
              id: number
              user_index: number | null
              ru_id: number | null
              amount: number
            }[]
            totals: {
              total: number
            }
            info_text: string
          }
        }
      }
    }
  }
  "reservationCalls.toggleOfficialMatch": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            court_id: number
            date: string
            hour_start: number
            hour_end: number
            starts_at: string
            ends_at: string
            /** @enum {string} */
            kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
            subkind: string | null
            /** @enum {string} */
            status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
            reservation_type: number
            created_by: number | null
            teacher_id: number | null
            allow_cancel: boolean
            official_match: boolean
            guest_name: string | null
            parent_id: number | null
            users: {
              id: number
              user_id: number | null
              name: string
              rating: number | null
              team: number | null
              guest: boolean
            }[]
            fees: {
              id: number
              user_index: number | null
              ru_id: number | null
              amount: number
            }[]
            totals: {
              total: number
            }
            info_text: string
          }
        }
      }
    }
  }
  "reservationCalls.defineGuestName": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            court_id: number
            date: string
            hour_start: number
            hour_end: number
            starts_at: string
            ends_at: string
            /** @enum {string} */
            kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
            subkind: string | null
            /** @enum {string} */
            status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
            reservation_type: number
            created_by: number | null
            teacher_id: number | null
            allow_cancel: boolean
            official_match: boolean
            guest_name: string | null
            parent_id: number | null
            users: {
              id: number
              user_id: number | null
              name: string
              rating: number | null
              team: number | null
              guest: boolean
            }[]
            fees: {
              id: number
              user_index: number | null
              ru_id: number | null
              amount: number
            }[]
            totals: {
              total: number
            }
            info_text: string
          }
        }
      }
    }
  }
  "reservationCalls.invite": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id?: number | null
          name?: string
          rating?: number | null
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            court_id: number
            date: string
            hour_start: number
            hour_end: number
            starts_at: string
            ends_at: string
            /** @enum {string} */
            kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
            subkind: string | null
            /** @enum {string} */
            status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
            reservation_type: number
            created_by: number | null
            teacher_id: number | null
            allow_cancel: boolean
            official_match: boolean
            guest_name: string | null
            parent_id: number | null
            users: {
              id: number
              user_id: number | null
              name: string
              rating: number | null
              team: number | null
              guest: boolean
            }[]
            fees: {
              id: number
              user_index: number | null
              ru_id: number | null
              amount: number
            }[]
            totals: {
              total: number
            }
            info_text: string
          }
        }
      }
    }
  }
  "reservationCalls.removeUser": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        ruId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            court_id: number
            date: string
            hour_start: number
            hour_end: number
            starts_at: string
            ends_at: string
            /** @enum {string} */
            kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
            subkind: string | null
            /** @enum {string} */
            status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
            reservation_type: number
            created_by: number | null
            teacher_id: number | null
            allow_cancel: boolean
            official_match: boolean
            guest_name: string | null
            parent_id: number | null
            users: {
              id: number
              user_id: number | null
              name: string
              rating: number | null
              team: number | null
              guest: boolean
            }[]
            fees: {
              id: number
              user_index: number | null
              ru_id: number | null
              amount: number
            }[]
            totals: {
              total: number
            }
            info_text: string
          }
        }
      }
    }
  }
  "reservationCalls.reservationType": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          is_player?: boolean
          n: components["schemas"]["Int"]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            court_id: number
            date: string
            hour_start: number
            hour_end: number
            starts_at: string
            ends_at: string
            /** @enum {string} */
            kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
            subkind: string | null
            /** @enum {string} */
            status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
            reservation_type: number
            created_by: number | null
            teacher_id: number | null
            allow_cancel: boolean
            official_match: boolean
            guest_name: string | null
            parent_id: number | null
            users: {
              id: number
              user_id: number | null
              name: string
              rating: number | null
              team: number | null
              guest: boolean
            }[]
            fees: {
              id: number
              user_index: number | null
              ru_id: number | null
              amount: number
            }[]
            totals: {
              total: number
            }
            info_text: string
          }
        }
      }
    }
  }
  "reservationCalls.updateUserTeams": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          user_teams: {
            ru_id: number
            team: components["schemas"]["Int"] | null
          }[]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            court_id: number
            date: string
            hour_start: number
            hour_end: number
            starts_at: string
            ends_at: string
            /** @enum {string} */
            kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
            subkind: string | null
            /** @enum {string} */
            status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
            reservation_type: number
            created_by: number | null
            teacher_id: number | null
            allow_cancel: boolean
            official_match: boolean
            guest_name: string | null
            parent_id: number | null
            users: {
              id: number
              user_id: number | null
              name: string
              rating: number | null
              team: number | null
              guest: boolean
            }[]
            fees: {
              id: number
              user_index: number | null
              ru_id: number | null
              amount: number
            }[]
            totals: {
              total: number
            }
            info_text: string
          }
        }
      }
    }
  }
  "reservationCalls.applyFees": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          users_fees?: {
            ru_id: number
            amount: components["schemas"]["Int"]
          }[]
          reservation_fees?: {
            amount: components["schemas"]["Int"]
          }[]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            court_id: number
            date: string
            hour_start: number
            hour_end: number
            starts_at: string
            ends_at: string
            /** @enum {string} */
            kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
            subkind: string | null
            /** @enum {string} */
            status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
            reservation_type: number
            created_by: number | null
            teacher_id: number | null
            allow_cancel: boolean
            official_match: boolean
            guest_name: string | null
            parent_id: number | null
            users: {
              id: number
              user_id: number | null
              name: string
              rating: number | null
              team: number | null
              guest: boolean
            }[]
            fees: {
              id: number
              user_index: number | null
              ru_id: number | null
              amount: number
            }[]
            totals: {
              total: number
            }
            info_text: string
          }
        }
      }
    }
  }
  "reservationCalls.removeFees": {
    parameters: {
      query?: {
        fee_id?: number
        ru_id?: number
      }
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            court_id: number
            date: string
            hour_start: number
            hour_end: number
            starts_at: string
            ends_at: string
            /** @enum {string} */
            kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
            subkind: string | null
            /** @enum {string} */
            status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
            reservation_type: number
            created_by: number | null
            teacher_id: number | null
            allow_cancel: boolean
            official_match: boolean
            guest_name: string | null
            parent_id: number | null
            users: {
              id: number
              user_id: number | null
              name: string
              rating: number | null
              team: number | null
              guest: boolean
            }[]
            fees: {
              id: number
              user_index: number | null
              ru_id: number | null
              amount: number
            }[]
            totals: {
              total: number
            }
            info_text: string
          }
        }
      }
    }
  }
  "reservationCalls.updateTotals": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            court_id: number
            date: string
            hour_start: number
            hour_end: number
            starts_at: string
            ends_at: string
            /** @enum {string} */
            kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
            subkind: string | null
            /** @enum {string} */
            status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
            reservation_type: number
            created_by: number | null
            teacher_id: number | null
            allow_cancel: boolean
            official_match: boolean
            guest_name: string | null
            parent_id: number | null
            users: {
              id: number
              user_id: number | null
              name: string
              rating: number | null
              team: number | null
              guest: boolean
            }[]
            fees: {
              id: number
              user_index: number | null
              ru_id: number | null
              amount: number
            }[]
            totals: {
              total: number
            }
            info_text: string
          }
        }
      }
    }
  }
  "reservationCalls.gamematch": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          reservation: {
            official_match?: boolean
            reservation_type?: components["schemas"]["Int"]
            user_teams?: {
              ru_id: number
              team: components["schemas"]["Int"] | null
            }[]
          }
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            court_id: number
            date: string
            hour_start: number
            hour_end: number
            starts_at: string
            ends_at: string
            /** @enum {string} */
            kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
            subkind: string | null
            /** @enum {string} */
            status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
            reservation_type: number
            created_by: number | null
            teacher_id: number | null
            allow_cancel: boolean
            official_match: boolean
            guest_name: string | null
            parent_id: number | null
            users: {
              id: number
              user_id: number | null
              name: string
              rating: number | null
              team: number | null
              guest: boolean
            }[]
            fees: {
              id: number
              user_index: number | null
              ru_id: number | null
              amount: number
            }[]
            totals: {
              total: number
            }
            info_text: string
          }
        }
      }
    }
  }
  "reservationCalls.acceptAllWaivers": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            accepted: number
            reservation: {
              id: number
              facility_id: number
              court_id: number
              date: string
              hour_start: number
              hour_end: number
              starts_at: string
              ends_at: string
              /** @enum {string} */
              kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
              subkind: string | null
              /** @enum {string} */
              status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
              reservation_type: number
              created_by: number | null
              teacher_id: number | null
              allow_cancel: boolean
              official_match: boolean
              guest_name: string | null
              parent_id: number | null
              users: {
                id: number
                user_id: number | null
                name: string
                rating: number | null
                team: number | null
                guest: boolean
              }[]
              fees: {
                id: number
                user_index: number | null
                ru_id: number | null
                amount: number
              }[]
              totals: {
                total: number
              }
              info_text: string
            }
          }
        }
      }
    }
  }
  "reservationCalls.noShows": {
    parameters: {
      query?: {
        user_id?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            court_id: number
            date: string
            hour_start: number
            hour_end: number
            starts_at: string
            ends_at: string
            /** @enum {string} */
            kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
            subkind: string | null
            /** @enum {string} */
            status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
            reservation_type: number
            created_by: number | null
            teacher_id: number | null
            allow_cancel: boolean
            official_match: boolean
            guest_name: string | null
            parent_id: number | null
            users: {
              id: number
              user_id: number | null
              name: string
              rating: number | null
              team: number | null
              guest: boolean
            }[]
            fees: {
              id: number
              user_index: number | null
              ru_id: number | null
              amount: number
            }[]
            totals: {
              total: number
            }
            info_text: string
          }[]
        }
      }
    }
  }
  "reservationCalls.prosWithReservations": {
    parameters: {
      query: {
        date: string
        teacher_id?: number
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            name: string
            reservations: {
              id: number
              facility_id: number
              court_id: number
              date: string
              hour_start: number
              hour_end: number
              starts_at: string
              ends_at: string
              /** @enum {string} */
              kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
              subkind: string | null
              /** @enum {string} */
              status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
              reservation_type: number
              created_by: number | null
              teacher_id: number | null
              allow_cancel: boolean
              official_match: boolean
              guest_name: string | null
              parent_id: number | null
              users: {
                id: number
                user_id: number | null
                name: string
                rating: number | null
                team: number | null
                guest: boolean
              }[]
              fees: {
                id: number
                user_index: number | null
                ru_id: number | null
                amount: number
              }[]
              totals: {
                total: number
              }
              info_text: string
            }[]
          }[]
        }
      }
    }
  }
  "agenda.myReservations": {
    parameters: {
      query?: {
        user_id?: number
        when?: "upcoming" | "past"
        page?: number
        limit?: number
        starting_after?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json":
            | {
                reservations: {
                  id: number
                  facility_id: number
                  court_id: number
                  date: string
                  hour_start: number
                  hour_end: number
                  starts_at: string
                  ends_at: string
                  /** @enum {string} */
                  kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
                  subkind: string | null
                  /** @enum {string} */
                  status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
                  reservation_type: number
                  created_by: number | null
                  teacher_id: number | null
                  allow_cancel: boolean
                  official_match: boolean
                  guest_name: string | null
                  parent_id: number | null
                  users: {
                    id: number
                    user_id: number | null
                    name: string
                    rating: number | null
                    team: number | null
                    guest: boolean
                  }[]
                  fees: {
                    id: number
                    user_index: number | null
                    ru_id: number | null
                    amount: number
                  }[]
                  totals: {
                    total: number
                  }
                  info_text: string
                  court_name: string
                  facility_name: string
                  time_zone: string
                  currency: string
                  currency_decimals: number
                  teacher_name: string | null
                  filmed: boolean
                }[]
                has_more: boolean
              }
            | components["schemas"]["ListedReservationList"]
        }
      }
    }
  }
  "agenda.facilityDay": {
    parameters: {
      query: {
        date: string
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            court_id: number
            date: string
            hour_start: number
            hour_end: number
            starts_at: string
            ends_at: string
            /** @enum {string} */
            kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
            subkind: string | null
            /** @enum {string} */
            status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
            reservation_type: number
            created_by: number | null
            teacher_id: number | null
            allow_cancel: boolean
            official_match: boolean
            guest_name: string | null
            parent_id: number | null
            users: {
              id: number
              user_id: number | null
              name: string
              rating: number | null
              team: number | null
              guest: boolean
            }[]
            fees: {
              id: number
              user_index: number | null
              ru_id: number | null
              amount: number
            }[]
            totals: {
              total: number
            }
            info_text: string
          }[]
        }
      }
    }
  }
  "agenda.quote": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
          court_id: number
          date: string
          hour_start: components["schemas"]["Int"]
          hour_end: components["schemas"]["Int"]
          booked_for?: number
          player_ids?: number[]
          guests?: string[]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            fees: {
              name: string
              amount: number
            }[]
            total: number
            currency: string
            currency_decimals: number
            problem: string | null
            waiver_problem: string | null
            price_problem: string | null
          }
        }
      }
    }
  }
  "agenda.bookingWindow": {
    parameters: {
      query?: {
        booked_for?: number
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            min_hours_range: number
            max_hours_range: number
            first_date: string
            last_date: string
          }
        }
      }
    }
  }
  "agenda.playerDirectory": {
    parameters: {
      query: {
        q: string
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            name: string
            hint: string | null
          }[]
        }
      }
    }
  }
  "agenda.join": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            facility_id: number
            role: string
          }
        }
      }
    }
  }
  "teachers.list": {
    parameters: {
      query: {
        facility_id: number
        current?: "true" | "false"
        search?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            bio: string
            photo_url: string | null
            sports: string[]
            levels: string
            surfaces: string[]
            court_ids: number[] | null
            hours: {
              day: components["schemas"]["Int"]
              hour_start: components["schemas"]["Int"]
              hour_end: components["schemas"]["Int"]
            }[]
            time_off: {
              starts_on: string
              ends_on: string
              note: string | null
            }[]
          }[]
        }
      }
    }
  }
  "teachers.show": {
    parameters: {
      query?: {
        facility_id?: number
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            bio: string
            photo_url: string | null
            sports: string[]
            levels: string
            surfaces: string[]
            court_ids: number[] | null
            hours: {
              day: components["schemas"]["Int"]
              hour_start: components["schemas"]["Int"]
              hour_end: components["schemas"]["Int"]
            }[]
            time_off: {
              starts_on: string
              ends_on: string
              note: string | null
            }[]
            prices: {
              duration: components["schemas"]["Int"]
              shift: ("morning" | "afternoon" | "evening") | null
              surface: string | null
              /** @enum {string} */
              user_type: "Adult" | "Child" | "Player"
              quantity: components["schemas"]["Int"]
              price: components["schemas"]["Int"]
              player_category_description: string | null
              clinic_category_description: string | null
            }[]
          }
        }
      }
    }
  }
  "teachers.update": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
          bio?: string
          photo_url?: string | null
          sports?: string[]
          levels?: string
          surfaces?: string[]
          court_ids?: number[] | null
          hours?: {
            day: components["schemas"]["Int"]
            hour_start: components["schemas"]["Int"]
            hour_end: components["schemas"]["Int"]
          }[]
          time_off?: {
            starts_on: string
            ends_on: string
            note: string | null
          }[]
          prices?: {
            duration: components["schemas"]["Int"]
            shift: ("morning" | "afternoon" | "evening") | null
            surface: string | null
            /** @enum {string} */
            user_type: "Adult" | "Child" | "Player"
            quantity: components["schemas"]["Int"]
            price: components["schemas"]["Int"]
            player_category_description: string | null
            clinic_category_description: string | null
          }[]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            bio: string
            photo_url: string | null
            sports: string[]
            levels: string
            surfaces: string[]
            court_ids: number[] | null
            hours: {
              day: components["schemas"]["Int"]
              hour_start: components["schemas"]["Int"]
              hour_end: components["schemas"]["Int"]
            }[]
            time_off: {
              starts_on: string
              ends_on: string
              note: string | null
            }[]
            prices: {
              duration: components["schemas"]["Int"]
              shift: ("morning" | "afternoon" | "evening") | null
              surface: string | null
              /** @enum {string} */
              user_type: "Adult" | "Child" | "Player"
              quantity: components["schemas"]["Int"]
              price: components["schemas"]["Int"]
              player_category_description: string | null
              clinic_category_description: string | null
            }[]
          }
        }
      }
    }
  }
  "teachers.price": {
    parameters: {
      query: {
        facility_id: number
        quantity?: number
        date: string
        hour_start: number
        hour_end: number
        player_ids?: string[] | string
        surface?: string
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            teacher_id: number
            facility_id: number
            duration: number
            quantity: number
            /** @enum {string} */
            shift: "morning" | "afternoon" | "evening"
            players: {
              user_id: number
              /** @enum {string} */
              user_type: "Adult" | "Child" | "Player"
              price: number
            }[]
            price: number
            currency: string
            currency_decimals: number
          }
        }
      }
    }
  }
  "teachers.busy": {
    parameters: {
      query: {
        facility_id: number
        date: string
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            date: string
            busy: {
              hour_start: number
              hour_end: number
            }[]
          }
        }
      }
    }
  }
  "teachers.request": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
          user_id: number
          request_data: {
            date: string
            hour_start: components["schemas"]["Int"]
            hour_end: components["schemas"]["Int"]
            note?: string | null
          }
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            teacher_id: number
            teacher_name: string
            user_id: number
            user_name: string
            date: string
            hour_start: number
            hour_end: number
            note: string | null
            /** @enum {string} */
            status: "open" | "accepted" | "declined" | "withdrawn"
            answer: string | null
            reservation_id: number | null
            created_at: string
          }
        }
      }
    }
  }
  "teachers.priorityRequests": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            teacher_id: number
            teacher_name: string
            user_id: number
            user_name: string
            date: string
            hour_start: number
            hour_end: number
            note: string | null
            /** @enum {string} */
            status: "open" | "accepted" | "declined" | "withdrawn"
            answer: string | null
            reservation_id: number | null
            created_at: string
          }[]
        }
      }
    }
  }
  "teachers.teacherRequests": {
    parameters: {
      query: {
        facility_id: number
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            teacher_id: number
            teacher_name: string
            user_id: number
            user_name: string
            date: string
            hour_start: number
            hour_end: number
            note: string | null
            /** @enum {string} */
            status: "open" | "accepted" | "declined" | "withdrawn"
            answer: string | null
            reservation_id: number | null
            created_at: string
          }[]
        }
      }
    }
  }
  "teachers.acceptRequest": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          court_id?: number
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            teacher_id: number
            teacher_name: string
            user_id: number
            user_name: string
            date: string
            hour_start: number
            hour_end: number
            note: string | null
            /** @enum {string} */
            status: "open" | "accepted" | "declined" | "withdrawn"
            answer: string | null
            reservation_id: number | null
            created_at: string
          }
        }
      }
    }
  }
  "teachers.declineRequest": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          message: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            teacher_id: number
            teacher_name: string
            user_id: number
            user_name: string
            date: string
            hour_start: number
            hour_end: number
            note: string | null
            /** @enum {string} */
            status: "open" | "accepted" | "declined" | "withdrawn"
            answer: string | null
            reservation_id: number | null
            created_at: string
          }
        }
      }
    }
  }
  "teachers.withdrawRequest": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            teacher_id: number
            teacher_name: string
            user_id: number
            user_name: string
            date: string
            hour_start: number
            hour_end: number
            note: string | null
            /** @enum {string} */
            status: "open" | "accepted" | "declined" | "withdrawn"
            answer: string | null
            reservation_id: number | null
            created_at: string
          }
        }
      }
    }
  }
  "packages.offers": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            teacher_id: number | null
            teacher_name: string | null
            name: string
            lessons: number
            duration: number
            price: number
            valid_days: number
            active: boolean
          }[]
        }
      }
    }
  }
  "packages.addOffer": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          teacher_id?: number | null
          name: string
          lessons: components["schemas"]["Int"]
          duration: components["schemas"]["Int"]
          price: components["schemas"]["Int"]
          valid_days: components["schemas"]["Int"]
          active?: boolean
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            teacher_id: number | null
            teacher_name: string | null
            name: string
            lessons: number
            duration: number
            price: number
            valid_days: number
            active: boolean
          }
        }
      }
    }
  }
  "packages.changeOffer": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        packageId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          teacher_id?: number | null
          name: string
          lessons: components["schemas"]["Int"]
          duration: components["schemas"]["Int"]
          price: components["schemas"]["Int"]
          valid_days: components["schemas"]["Int"]
          active?: boolean
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            teacher_id: number | null
            teacher_name: string | null
            name: string
            lessons: number
            duration: number
            price: number
            valid_days: number
            active: boolean
          }
        }
      }
    }
  }
  "packages.bookPlayer": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
          teacher_package_id: number
          teacher_id?: number
          /** @enum {string} */
          method:
            | "cash"
            | "card"
            | "bolt"
            | "card_reader"
            | "check"
            | "prepaid"
            | "adjustment"
            | "accounts_receivable"
            | "ach"
          card_id?: number
          payment_intent_id?: string
          device_id?: string
          user_id?: number
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            user_id: number
            teacher_package_id: number | null
            teacher_id: number | null
            teacher_name: string | null
            name: string
            lessons: number
            used: number
            left: number
            duration: number
            price: number
            expires_on: string
            refunded: boolean
            payment_id: number | null
            created_at: string
          }
        }
      }
    }
  }
  "packages.bookAdmin": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
          teacher_package_id: number
          teacher_id?: number
          /** @enum {string} */
          method:
            | "cash"
            | "card"
            | "bolt"
            | "card_reader"
            | "check"
            | "prepaid"
            | "adjustment"
            | "accounts_receivable"
            | "ach"
          card_id?: number
          payment_intent_id?: string
          device_id?: string
          user_id: number
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            user_id: number
            teacher_package_id: number | null
            teacher_id: number | null
            teacher_name: string | null
            name: string
            lessons: number
            used: number
            left: number
            duration: number
            price: number
            expires_on: string
            refunded: boolean
            payment_id: number | null
            created_at: string
          }
        }
      }
    }
  }
  "packages.bought": {
    parameters: {
      query?: {
        user_id?: number
        facility_id?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            user_id: number
            teacher_package_id: number | null
            teacher_id: number | null
            teacher_name: string | null
            name: string
            lessons: number
            used: number
            left: number
            duration: number
            price: number
            expires_on: string
            refunded: boolean
            payment_id: number | null
            created_at: string
          }[]
        }
      }
    }
  }
  "packages.lessonsPackages": {
    parameters: {
      query?: {
        user_id?: number
        facility_id?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            user_id: number
            teacher_package_id: number | null
            teacher_id: number | null
            teacher_name: string | null
            name: string
            lessons: number
            used: number
            left: number
            duration: number
            price: number
            expires_on: string
            refunded: boolean
            payment_id: number | null
            created_at: string
          }[]
        }
      }
    }
  }
  "packages.useLesson": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          reservation_id: number
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            user_id: number
            teacher_package_id: number | null
            teacher_id: number | null
            teacher_name: string | null
            name: string
            lessons: number
            used: number
            left: number
            duration: number
            price: number
            expires_on: string
            refunded: boolean
            payment_id: number | null
            created_at: string
          }
        }
      }
    }
  }
  "clinics.list": {
    parameters: {
      query?: {
        category_id?: number
        search?: string
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            slug: string
            name: string
            public_name: string | null
            category: {
              id: number
              name: string
            } | null
            sport: string | null
            age_start: number | null
            age_end: number | null
            rating_provider: string | null
            rating_min: number | null
            rating_max: number | null
            capacity: number
            coach_ids: number[]
            court_ids: number[]
            waiver_ids: number[]
            active: boolean
            prices: {
              id: number
              clinic_id: number
              name: string
              lessons: number
              /** @enum {string} */
              lesson_unit: "session" | "per_week" | "per_month" | "per_week_per_month" | "per_week_per_next_sessions"
              group_lessons: boolean
              amount: number
              /** @enum {string} */
              affiliation: "resident" | "non_resident" | "member" | "employee"
              refundable: boolean
              active: boolean
            }[]
            times: {
              weekday: number
              hour_start: number
              hour_end: number
            }[]
          }[]
        }
      }
    }
  }
  "clinics.create": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          slug: string
          name: string
          capacity: components["schemas"]["Int"]
          public_name?: string | null
          category_id?: number | null
          sport?: string | null
          age_start?: components["schemas"]["Int"] | null
          age_end?: components["schemas"]["Int"] | null
          rating_provider?: string | null
          rating_min?: number | null
          rating_max?: number | null
          coach_ids?: number[]
          court_ids?: number[]
          waiver_ids?: number[]
          active?: boolean
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            slug: string
            name: string
            public_name: string | null
            category: {
              id: number
              name: string
            } | null
            sport: string | null
            age_start: number | null
            age_end: number | null
            rating_provider: string | null
            rating_min: number | null
            rating_max: number | null
            capacity: number
            coach_ids: number[]
            court_ids: number[]
            waiver_ids: number[]
            active: boolean
            prices: {
              id: number
              clinic_id: number
              name: string
              lessons: number
              /** @enum {string} */
              lesson_unit: "session" | "per_week" | "per_month" | "per_week_per_month" | "per_week_per_next_sessions"
              group_lessons: boolean
              amount: number
              /** @enum {string} */
              affiliation: "resident" | "non_resident" | "member" | "employee"
              refundable: boolean
              active: boolean
            }[]
          }
        }
      }
    }
  }
  "clinics.update": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        clinicId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          slug: string
          name: string
          capacity: components["schemas"]["Int"]
          public_name?: string | null
          category_id?: number | null
          sport?: string | null
          age_start?: components["schemas"]["Int"] | null
          age_end?: components["schemas"]["Int"] | null
          rating_provider?: string | null
          rating_min?: number | null
          rating_max?: number | null
          coach_ids?: number[]
          court_ids?: number[]
          waiver_ids?: number[]
          active?: boolean
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            slug: string
            name: string
            public_name: string | null
            category: {
              id: number
              name: string
            } | null
            sport: string | null
            age_start: number | null
            age_end: number | null
            rating_provider: string | null
            rating_min: number | null
            rating_max: number | null
            capacity: number
            coach_ids: number[]
            court_ids: number[]
            waiver_ids: number[]
            active: boolean
            prices: {
              id: number
              clinic_id: number
              name: string
              lessons: number
              /** @enum {string} */
              lesson_unit: "session" | "per_week" | "per_month" | "per_week_per_month" | "per_week_per_next_sessions"
              group_lessons: boolean
              amount: number
              /** @enum {string} */
              affiliation: "resident" | "non_resident" | "member" | "employee"
              refundable: boolean
              active: boolean
            }[]
          }
        }
      }
    }
  }
  "clinics.addPrice": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        clinicId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          lessons: components["schemas"]["Int"]
          /** @enum {string} */
          lesson_unit: "session" | "per_week" | "per_month" | "per_week_per_month" | "per_week_per_next_sessions"
          group_lessons?: boolean
          amount: components["schemas"]["Int"]
          /** @enum {string} */
          affiliation?: "resident" | "non_resident" | "member" | "employee"
          refundable?: boolean
          active?: boolean
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            clinic_id: number
            name: string
            lessons: number
            /** @enum {string} */
            lesson_unit: "session" | "per_week" | "per_month" | "per_week_per_month" | "per_week_per_next_sessions"
            group_lessons: boolean
            amount: number
            /** @enum {string} */
            affiliation: "resident" | "non_resident" | "member" | "employee"
            refundable: boolean
            active: boolean
          }
        }
      }
    }
  }
  "clinics.updatePrice": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        clinicId: number
        priceId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          lessons: components["schemas"]["Int"]
          /** @enum {string} */
          lesson_unit: "session" | "per_week" | "per_month" | "per_week_per_month" | "per_week_per_next_sessions"
          group_lessons?: boolean
          amount: components["schemas"]["Int"]
          /** @enum {string} */
          affiliation?: "resident" | "non_resident" | "member" | "employee"
          refundable?: boolean
          active?: boolean
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            clinic_id: number
            name: string
            lessons: number
            /** @enum {string} */
            lesson_unit: "session" | "per_week" | "per_month" | "per_week_per_month" | "per_week_per_next_sessions"
            group_lessons: boolean
            amount: number
            /** @enum {string} */
            affiliation: "resident" | "non_resident" | "member" | "employee"
            refundable: boolean
            active: boolean
          }
        }
      }
    }
  }
  "clinics.addCategory": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
          }
        }
      }
    }
  }
  "clinics.saveCategory": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        catId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
          }
        }
      }
    }
  }
  "clinics.show": {
    parameters: {
      query?: {
        facility_id?: number
        lesson_id?: "auto" | string
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            clinic: {
              id: number
              facility_id: number
              slug: string
              name: string
              public_name: string | null
              category: {
                id: number
                name: string
              } | null
              sport: string | null
              age_start: number | null
              age_end: number | null
              rating_provider: string | null
              rating_min: number | null
              rating_max: number | null
              capacity: number
              coach_ids: number[]
              court_ids: number[]
              waiver_ids: number[]
              active: boolean
              prices: {
                id: number
                clinic_id: number
                name: string
                lessons: number
                /** @enum {string} */
                lesson_unit: "session" | "per_week" | "per_month" | "per_week_per_month" | "per_week_per_next_sessions"
                group_lessons: boolean
                amount: number
                /** @enum {string} */
                affiliation: "resident" | "non_resident" | "member" | "employee"
                refundable: boolean
                active: boolean
              }[]
            }
            lesson: {
              id: number
              clinic_id: number
              reservation_id: number
              court_id: number
              date: string
              hour_start: number
              hour_end: number
              starts_at: string
              raincheck: boolean
              cancelled: boolean
              taken: number
              waitlisted: number
              listed_on: {
                service: string
                url: string
              }[]
            } | null
            lessons: {
              id: number
              clinic_id: number
              reservation_id: number
              court_id: number
              date: string
              hour_start: number
              hour_end: number
              starts_at: string
              raincheck: boolean
              cancelled: boolean
              taken: number
              waitlisted: number
              listed_on: {
                service: string
                url: string
              }[]
            }[]
          }
        }
      }
    }
  }
  "clinics.dashboard": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            clinic: {
              id: number
              facility_id: number
              slug: string
              name: string
              public_name: string | null
              category: {
                id: number
                name: string
              } | null
              sport: string | null
              age_start: number | null
              age_end: number | null
              rating_provider: string | null
              rating_min: number | null
              rating_max: number | null
              capacity: number
              coach_ids: number[]
              court_ids: number[]
              waiver_ids: number[]
              active: boolean
              prices: {
                id: number
                clinic_id: number
                name: string
                lessons: number
                /** @enum {string} */
                lesson_unit: "session" | "per_week" | "per_month" | "per_week_per_month" | "per_week_per_next_sessions"
                group_lessons: boolean
                amount: number
                /** @enum {string} */
                affiliation: "resident" | "non_resident" | "member" | "employee"
                refundable: boolean
                active: boolean
              }[]
            }
            sessions: {
              id: number
              clinic_id: number
              reservation_id: number
              court_id: number
              date: string
              hour_start: number
              hour_end: number
              starts_at: string
              raincheck: boolean
              cancelled: boolean
              taken: number
              waitlisted: number
              listed_on: {
                service: string
                url: string
              }[]
              places_left: number
            }[]
          }
        }
      }
    }
  }
  "clinics.options": {
    parameters: {
      query: {
        facility_id: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            categories: {
              id: number
              facility_id: number
              name: string
            }[]
            coaches: {
              id: number
              name: string
            }[]
            courts: {
              id: number
              name: string
            }[]
            lesson_units: ("session" | "per_week" | "per_month" | "per_week_per_month" | "per_week_per_next_sessions")[]
            affiliations: ("resident" | "non_resident" | "member" | "employee")[]
          }
        }
      }
    }
  }
  "clinics.validateSlug": {
    parameters: {
      query: {
        facility_id: number
        slug: string
        clinic_id?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            valid: boolean
            message: string | null
          }
        }
      }
    }
  }
  "clinics.addSessions": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          clinic_id: number
          court_id: number
          date: string
          hour_start: components["schemas"]["Int"]
          hour_end: components["schemas"]["Int"]
          weeks?: components["schemas"]["Int"]
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            clinic_id: number
            reservation_id: number
            court_id: number
            date: string
            hour_start: number
            hour_end: number
            starts_at: string
            raincheck: boolean
            cancelled: boolean
            taken: number
            waitlisted: number
            listed_on: {
              service: string
              url: string
            }[]
          }[]
        }
      }
    }
  }
  "clinics.raincheck": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          raincheck?: boolean
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            clinic_id: number
            reservation_id: number
            court_id: number
            date: string
            hour_start: number
            hour_end: number
            starts_at: string
            raincheck: boolean
            cancelled: boolean
            taken: number
            waitlisted: number
            listed_on: {
              service: string
              url: string
            }[]
          }
        }
      }
    }
  }
  "clinics.book": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
          clinic_price_id: number
          units?: components["schemas"]["Int"]
          user_child_id?: number
          user_id?: number
          clinic_lesson_ids?: number[]
          waitlist?: boolean
          inquiry?: boolean
          payment?: {
            /** @enum {string} */
            method:
              | "cash"
              | "card"
              | "bolt"
              | "card_reader"
              | "check"
              | "prepaid"
              | "adjustment"
              | "accounts_receivable"
              | "ach"
            card_id?: number
            payment_intent_id?: string
            device_id?: string
          }
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            clinic_id: number
            clinic_name: string
            clinic_price_id: number
            price_name: string
            user_id: number
            user_name: string
            lessons: number
            amount: number
            payment: {
              id: number
              /** @enum {string} */
              status:
                | "pending"
                | "paid"
                | "partially_refunded"
                | "totally_refunded"
                | "refunded_to_credit"
                | "failed"
                | "cancelled"
              refundable: boolean
            } | null
            pending_payment: boolean
            pending_sessions: number
            sessions: {
              clinic_lesson_id: number
              date: string
              hour_start: number
              hour_end: number
              waitlist: boolean
              inquiry: boolean
              raincheck: boolean
              cancelled: boolean
              guest_name: string | null
            }[]
            created_at: string
          }
        }
      }
    }
  }
  "clinics.enrolQuote": {
    parameters: {
      query: {
        facility_id: number
        clinic_price_id: number
        units?: number
        user_child_id?: number
        user_id?: number
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            clinic_price_id: number
            user_id: number
            amount: number
            listed: number
            lessons: number
            sessions: number
            full: number
            eligibility: string | null
          }
        }
      }
    }
  }
  "clinics.bookWithReader": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
          clinic_price_id: number
          units?: components["schemas"]["Int"]
          user_child_id?: number
          user_id?: number
          clinic_lesson_ids?: number[]
          waitlist?: boolean
          inquiry?: boolean
          payment_intent_id?: string
          device_id?: string
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            clinic_id: number
            clinic_name: string
            clinic_price_id: number
            price_name: string
            user_id: number
            user_name: string
            lessons: number
            amount: number
            payment: {
              id: number
              /** @enum {string} */
              status:
                | "pending"
                | "paid"
                | "partially_refunded"
                | "totally_refunded"
                | "refunded_to_credit"
                | "failed"
                | "cancelled"
              refundable: boolean
            } | null
            pending_payment: boolean
            pending_sessions: number
            sessions: {
              clinic_lesson_id: number
              date: string
              hour_start: number
              hour_end: number
              waitlist: boolean
              inquiry: boolean
              raincheck: boolean
              cancelled: boolean
              guest_name: string | null
            }[]
            created_at: string
          }
        }
      }
    }
  }
  "clinics.upgrade": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          user_clinic_id: number
          clinic_price_id: number
          units?: components["schemas"]["Int"]
          payment?: {
            /** @enum {string} */
            method:
              | "cash"
              | "card"
              | "bolt"
              | "card_reader"
              | "check"
              | "prepaid"
              | "adjustment"
              | "accounts_receivable"
              | "ach"
            card_id?: number
            payment_intent_id?: string
            device_id?: string
          }
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            clinic_id: number
            clinic_name: string
            clinic_price_id: number
            price_name: string
            user_id: number
            user_name: string
            lessons: number
            amount: number
            payment: {
              id: number
              /** @enum {string} */
              status:
                | "pending"
                | "paid"
                | "partially_refunded"
                | "totally_refunded"
                | "refunded_to_credit"
                | "failed"
                | "cancelled"
              refundable: boolean
            } | null
            pending_payment: boolean
            pending_sessions: number
            sessions: {
              clinic_lesson_id: number
              date: string
              hour_start: number
              hour_end: number
              waitlist: boolean
              inquiry: boolean
              raincheck: boolean
              cancelled: boolean
              guest_name: string | null
            }[]
            created_at: string
          }
        }
      }
    }
  }
  "clinics.upgradeQuote": {
    parameters: {
      query: {
        user_clinic_id: number
        clinic_price_id: number
        units?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            user_clinic_id: number
            clinic_price_id: number
            lessons: number
            amount: number
            due_now: number
          }
        }
      }
    }
  }
  "clinics.usersLesson": {
    parameters: {
      query: {
        facility_id: number
        clinic_id?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            clinic_id: number
            clinic_name: string
            clinic_price_id: number
            price_name: string
            user_id: number
            user_name: string
            lessons: number
            amount: number
            payment: {
              id: number
              /** @enum {string} */
              status:
                | "pending"
                | "paid"
                | "partially_refunded"
                | "totally_refunded"
                | "refunded_to_credit"
                | "failed"
                | "cancelled"
              refundable: boolean
            } | null
            pending_payment: boolean
            pending_sessions: number
            sessions: {
              clinic_lesson_id: number
              date: string
              hour_start: number
              hour_end: number
              waitlist: boolean
              inquiry: boolean
              raincheck: boolean
              cancelled: boolean
              guest_name: string | null
            }[]
            created_at: string
          }[]
        }
      }
    }
  }
  "clinics.roster": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            clinic_id: number
            clinic_name: string
            clinic_price_id: number
            price_name: string
            user_id: number
            user_name: string
            lessons: number
            amount: number
            payment: {
              id: number
              /** @enum {string} */
              status:
                | "pending"
                | "paid"
                | "partially_refunded"
                | "totally_refunded"
                | "refunded_to_credit"
                | "failed"
                | "cancelled"
              refundable: boolean
            } | null
            pending_payment: boolean
            pending_sessions: number
            sessions: {
              clinic_lesson_id: number
              date: string
              hour_start: number
              hour_end: number
              waitlist: boolean
              inquiry: boolean
              raincheck: boolean
              cancelled: boolean
              guest_name: string | null
            }[]
            created_at: string
          }[]
        }
      }
    }
  }
  "clinics.cancelSession": {
    parameters: {
      query?: {
        user_child_id?: number
      }
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        sessionId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            clinic_id: number
            clinic_name: string
            clinic_price_id: number
            price_name: string
            user_id: number
            user_name: string
            lessons: number
            amount: number
            payment: {
              id: number
              /** @enum {string} */
              status:
                | "pending"
                | "paid"
                | "partially_refunded"
                | "totally_refunded"
                | "refunded_to_credit"
                | "failed"
                | "cancelled"
              refundable: boolean
            } | null
            pending_payment: boolean
            pending_sessions: number
            sessions: {
              clinic_lesson_id: number
              date: string
              hour_start: number
              hour_end: number
              waitlist: boolean
              inquiry: boolean
              raincheck: boolean
              cancelled: boolean
              guest_name: string | null
            }[]
            created_at: string
          } | null
        }
      }
    }
  }
  "clinics.payPendingPublic": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          method:
            | "cash"
            | "card"
            | "bolt"
            | "card_reader"
            | "check"
            | "prepaid"
            | "adjustment"
            | "accounts_receivable"
            | "ach"
          card_id?: number
          payment_intent_id?: string
          device_id?: string
          user_child_id?: number
          user_clinic_ids?: number[]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            clinic_id: number
            clinic_name: string
            clinic_price_id: number
            price_name: string
            user_id: number
            user_name: string
            lessons: number
            amount: number
            payment: {
              id: number
              /** @enum {string} */
              status:
                | "pending"
                | "paid"
                | "partially_refunded"
                | "totally_refunded"
                | "refunded_to_credit"
                | "failed"
                | "cancelled"
              refundable: boolean
            } | null
            pending_payment: boolean
            pending_sessions: number
            sessions: {
              clinic_lesson_id: number
              date: string
              hour_start: number
              hour_end: number
              waitlist: boolean
              inquiry: boolean
              raincheck: boolean
              cancelled: boolean
              guest_name: string | null
            }[]
            created_at: string
          }[]
        }
      }
    }
  }
  "clinics.payPending": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          method:
            | "cash"
            | "card"
            | "bolt"
            | "card_reader"
            | "check"
            | "prepaid"
            | "adjustment"
            | "accounts_receivable"
            | "ach"
          card_id?: number
          payment_intent_id?: string
          device_id?: string
          facility_id: number
          user_id: number
          user_clinic_ids?: number[]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            clinic_id: number
            clinic_name: string
            clinic_price_id: number
            price_name: string
            user_id: number
            user_name: string
            lessons: number
            amount: number
            payment: {
              id: number
              /** @enum {string} */
              status:
                | "pending"
                | "paid"
                | "partially_refunded"
                | "totally_refunded"
                | "refunded_to_credit"
                | "failed"
                | "cancelled"
              refundable: boolean
            } | null
            pending_payment: boolean
            pending_sessions: number
            sessions: {
              clinic_lesson_id: number
              date: string
              hour_start: number
              hour_end: number
              waitlist: boolean
              inquiry: boolean
              raincheck: boolean
              cancelled: boolean
              guest_name: string | null
            }[]
            created_at: string
          }[]
        }
      }
    }
  }
  "clinics.payPendingWithReader": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          payment_intent_id?: string
          device_id?: string
          facility_id: number
          user_id: number
          user_clinic_ids?: number[]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            clinic_id: number
            clinic_name: string
            clinic_price_id: number
            price_name: string
            user_id: number
            user_name: string
            lessons: number
            amount: number
            payment: {
              id: number
              /** @enum {string} */
              status:
                | "pending"
                | "paid"
                | "partially_refunded"
                | "totally_refunded"
                | "refunded_to_credit"
                | "failed"
                | "cancelled"
              refundable: boolean
            } | null
            pending_payment: boolean
            pending_sessions: number
            sessions: {
              clinic_lesson_id: number
              date: string
              hour_start: number
              hour_end: number
              waitlist: boolean
              inquiry: boolean
              raincheck: boolean
              cancelled: boolean
              guest_name: string | null
            }[]
            created_at: string
          }[]
        }
      }
    }
  }
  "clinics.lessonPlayers": {
    parameters: {
      query: {
        clinic_lesson_id: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            clinic_lesson_id: number
            capacity: number
            players: {
              name: string
              guest: boolean
            }[]
            waitlisted: number
          }
        }
      }
    }
  }
  "clinics.register": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            lesson: {
              id: number
              clinic_id: number
              reservation_id: number
              court_id: number
              date: string
              hour_start: number
              hour_end: number
              starts_at: string
              raincheck: boolean
              cancelled: boolean
              taken: number
              waitlisted: number
              listed_on: {
                service: string
                url: string
              }[]
            }
            clinic_id: number
            clinic_name: string
            capacity: number
            players: {
              amount_due: number
              user_clinic_id: number
              user_id: number
              name: string
              guest_name: string | null
              waitlist: boolean
              inquiry: boolean
              present: boolean | null
            }[]
          }
        }
      }
    }
  }
  "clinics.markPresent": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          user_clinic_id: number
          present: boolean | null
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            lesson: {
              id: number
              clinic_id: number
              reservation_id: number
              court_id: number
              date: string
              hour_start: number
              hour_end: number
              starts_at: string
              raincheck: boolean
              cancelled: boolean
              taken: number
              waitlisted: number
              listed_on: {
                service: string
                url: string
              }[]
            }
            clinic_id: number
            clinic_name: string
            capacity: number
            players: {
              amount_due: number
              user_clinic_id: number
              user_id: number
              name: string
              guest_name: string | null
              waitlist: boolean
              inquiry: boolean
              present: boolean | null
            }[]
          }
        }
      }
    }
  }
  "clinics.reservationRegister": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            lesson: {
              id: number
              clinic_id: number
              reservation_id: number
              court_id: number
              date: string
              hour_start: number
              hour_end: number
              starts_at: string
              raincheck: boolean
              cancelled: boolean
              taken: number
              waitlisted: number
              listed_on: {
                service: string
                url: string
              }[]
            }
            clinic_id: number
            clinic_name: string
            capacity: number
            players: {
              amount_due: number
              user_clinic_id: number
              user_id: number
              name: string
              guest_name: string | null
              waitlist: boolean
              inquiry: boolean
              present: boolean | null
            }[]
          }
        }
      }
    }
  }
  "clinics.defineGuestName": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          clinic_lesson_id: number
          user_clinic_id: number
          guest_name: string | null
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            clinic_lesson_id: number
            capacity: number
            players: {
              name: string
              guest: boolean
            }[]
            waitlisted: number
          }
        }
      }
    }
  }
  "clinics.syncLesson": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          lesson_id?: "auto" | number
          /** @enum {string} */
          event_format: "class" | "camp" | "tournament" | "game" | "social" | "other"
          game_description: string
          league_name?: string | null
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            clinic_lesson_id: number
            /** @enum {string} */
            service: "eventbrite"
            external_id: string
            ticket_ref: string | null
            url: string
            /** @enum {string} */
            event_format: "class" | "camp" | "tournament" | "game" | "social" | "other"
            league_name: string | null
            synced_at: string
          }
        }
      }
    }
  }
  "memberships.plans": {
    parameters: {
      query: {
        facility_id: number
        interval_unit?: "day" | "week" | "month" | "year"
        exclude_prices?: "true" | "false"
        is_upgrade?: "true" | "false"
        membership_id?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            /** @enum {string} */
            coverage: "single" | "couple" | "family"
            max_members: number
            booking_window_days: number | null
            max_active_bookings: number | null
            player_can_cancel: boolean
            several_per_person: boolean
            lesson_discount_percent: number
            clinic_discount_percent: number
            waiver_ids: number[]
            active: boolean
            prices: {
              id: number
              plan_id: number
              /** @enum {string} */
              interval_unit: "day" | "week" | "month" | "year"
              interval_count: number
              amount: number
              renews: boolean
              active: boolean
            }[]
            fees: {
              id: number
              plan_id: number
              name: string
              amount: number
              active: boolean
            }[]
          }[]
        }
      }
    }
  }
  "memberships.plan": {
    parameters: {
      query: {
        facility_id: number
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            /** @enum {string} */
            coverage: "single" | "couple" | "family"
            max_members: number
            booking_window_days: number | null
            max_active_bookings: number | null
            player_can_cancel: boolean
            several_per_person: boolean
            lesson_discount_percent: number
            clinic_discount_percent: number
            waiver_ids: number[]
            active: boolean
            prices: {
              id: number
              plan_id: number
              /** @enum {string} */
              interval_unit: "day" | "week" | "month" | "year"
              interval_count: number
              amount: number
              renews: boolean
              active: boolean
            }[]
            fees: {
              id: number
              plan_id: number
              name: string
              amount: number
              active: boolean
            }[]
          }
        }
      }
    }
  }
  "memberships.createPlan": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          /** @enum {string} */
          coverage?: "single" | "couple" | "family"
          max_members?: components["schemas"]["Int"]
          booking_window_days?: components["schemas"]["Int"] | null
          max_active_bookings?: components["schemas"]["Int"] | null
          player_can_cancel?: boolean
          several_per_person?: boolean
          lesson_discount_percent?: components["schemas"]["Int"]
          clinic_discount_percent?: components["schemas"]["Int"]
          waiver_ids?: number[]
          active?: boolean
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            /** @enum {string} */
            coverage: "single" | "couple" | "family"
            max_members: number
            booking_window_days: number | null
            max_active_bookings: number | null
            player_can_cancel: boolean
            several_per_person: boolean
            lesson_discount_percent: number
            clinic_discount_percent: number
            waiver_ids: number[]
            active: boolean
            prices: {
              id: number
              plan_id: number
              /** @enum {string} */
              interval_unit: "day" | "week" | "month" | "year"
              interval_count: number
              amount: number
              renews: boolean
              active: boolean
            }[]
            fees: {
              id: number
              plan_id: number
              name: string
              amount: number
              active: boolean
            }[]
          }
        }
      }
    }
  }
  "memberships.updatePlan": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        planId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          /** @enum {string} */
          coverage?: "single" | "couple" | "family"
          max_members?: components["schemas"]["Int"]
          booking_window_days?: components["schemas"]["Int"] | null
          max_active_bookings?: components["schemas"]["Int"] | null
          player_can_cancel?: boolean
          several_per_person?: boolean
          lesson_discount_percent?: components["schemas"]["Int"]
          clinic_discount_percent?: components["schemas"]["Int"]
          waiver_ids?: number[]
          active?: boolean
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            /** @enum {string} */
            coverage: "single" | "couple" | "family"
            max_members: number
            booking_window_days: number | null
            max_active_bookings: number | null
            player_can_cancel: boolean
            several_per_person: boolean
            lesson_discount_percent: number
            clinic_discount_percent: number
            waiver_ids: number[]
            active: boolean
            prices: {
              id: number
              plan_id: number
              /** @enum {string} */
              interval_unit: "day" | "week" | "month" | "year"
              interval_count: number
              amount: number
              renews: boolean
              active: boolean
            }[]
            fees: {
              id: number
              plan_id: number
              name: string
              amount: number
              active: boolean
            }[]
          }
        }
      }
    }
  }
  "memberships.addPlanPrice": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        planId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          interval_unit: "day" | "week" | "month" | "year"
          interval_count?: components["schemas"]["Int"]
          amount: components["schemas"]["Int"]
          renews?: boolean
          active?: boolean
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            plan_id: number
            /** @enum {string} */
            interval_unit: "day" | "week" | "month" | "year"
            interval_count: number
            amount: number
            renews: boolean
            active: boolean
          }
        }
      }
    }
  }
  "memberships.updatePlanPrice": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        planId: number
        priceId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          interval_unit: "day" | "week" | "month" | "year"
          interval_count?: components["schemas"]["Int"]
          amount: components["schemas"]["Int"]
          renews?: boolean
          active?: boolean
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            plan_id: number
            /** @enum {string} */
            interval_unit: "day" | "week" | "month" | "year"
            interval_count: number
            amount: number
            renews: boolean
            active: boolean
          }
        }
      }
    }
  }
  "memberships.addPlanFee": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        planId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          amount: components["schemas"]["Int"]
          active?: boolean
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            plan_id: number
            name: string
            amount: number
            active: boolean
          }
        }
      }
    }
  }
  "memberships.updatePlanFee": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        planId: number
        feeId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          amount: components["schemas"]["Int"]
          active?: boolean
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            plan_id: number
            name: string
            amount: number
            active: boolean
          }
        }
      }
    }
  }
  "memberships.list": {
    parameters: {
      query: {
        facility_id: number
        user_id?: number
        status?: "pending" | "active" | "paused" | "cancel_scheduled" | "cancelled" | "expired" | "deleted"
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            code: string
            /** @enum {string} */
            status: "pending" | "active" | "paused" | "cancel_scheduled" | "cancelled" | "expired" | "deleted"
            owner_id: number
            owner: {
              id: number
              name: string
              email: string | null
            }
            members: {
              id: number
              name: string
              email: string | null
            }[]
            plan_id: number
            plan_name: string
            membership_plan_price_id: number
            price: {
              id: number
              plan_id: number
              /** @enum {string} */
              interval_unit: "day" | "week" | "month" | "year"
              interval_count: number
              amount: number
              renews: boolean
              active: boolean
            }
            acquired_at: string | null
            ends_at: string | null
            paused_at: string | null
            cancel_requested: boolean
            notify_via_email: boolean
            /** @enum {string} */
            membership_origin: "admin" | "player" | "terminal" | "import"
            coupon_code: string | null
            balance_due: number
            collection_error: string | null
            created_at: string
            actions: (
              | "start"
              | "pause"
              | "resume"
              | "continue"
              | "cancel"
              | "cancel_immediately"
              | "recover"
              | "delete"
              | "player_cancel"
              | "cancel_request"
            )[]
          }[]
        }
      }
    }
  }
  "memberships.create": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
          owner_id: number
          membership_plan_price_id: number
          members?: number[]
          code?: string
          start?: boolean
          notify_via_email?: boolean
          membership_fee_ids?: number[]
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            code: string
            /** @enum {string} */
            status: "pending" | "active" | "paused" | "cancel_scheduled" | "cancelled" | "expired" | "deleted"
            owner_id: number
            owner: {
              id: number
              name: string
              email: string | null
            }
            members: {
              id: number
              name: string
              email: string | null
            }[]
            plan_id: number
            plan_name: string
            membership_plan_price_id: number
            price: {
              id: number
              plan_id: number
              /** @enum {string} */
              interval_unit: "day" | "week" | "month" | "year"
              interval_count: number
              amount: number
              renews: boolean
              active: boolean
            }
            acquired_at: string | null
            ends_at: string | null
            paused_at: string | null
            cancel_requested: boolean
            notify_via_email: boolean
            /** @enum {string} */
            membership_origin: "admin" | "player" | "terminal" | "import"
            coupon_code: string | null
            balance_due: number
            collection_error: string | null
            created_at: string
            actions: (
              | "start"
              | "pause"
              | "resume"
              | "continue"
              | "cancel"
              | "cancel_immediately"
              | "recover"
              | "delete"
              | "player_cancel"
              | "cancel_request"
            )[]
          }
        }
      }
    }
  }
  "memberships.show": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            code: string
            /** @enum {string} */
            status: "pending" | "active" | "paused" | "cancel_scheduled" | "cancelled" | "expired" | "deleted"
            owner_id: number
            owner: {
              id: number
              name: string
              email: string | null
            }
            members: {
              id: number
              name: string
              email: string | null
            }[]
            plan_id: number
            plan_name: string
            membership_plan_price_id: number
            price: {
              id: number
              plan_id: number
              /** @enum {string} */
              interval_unit: "day" | "week" | "month" | "year"
              interval_count: number
              amount: number
              renews: boolean
              active: boolean
            }
            acquired_at: string | null
            ends_at: string | null
            paused_at: string | null
            cancel_requested: boolean
            notify_via_email: boolean
            /** @enum {string} */
            membership_origin: "admin" | "player" | "terminal" | "import"
            coupon_code: string | null
            balance_due: number
            collection_error: string | null
            created_at: string
            actions: (
              | "start"
              | "pause"
              | "resume"
              | "continue"
              | "cancel"
              | "cancel_immediately"
              | "recover"
              | "delete"
              | "player_cancel"
              | "cancel_request"
            )[]
          }
        }
      }
    }
  }
  "memberships.update": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          code?: string
          notify_via_email?: boolean
          members?: number[]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            code: string
            /** @enum {string} */
            status: "pending" | "active" | "paused" | "cancel_scheduled" | "cancelled" | "expired" | "deleted"
            owner_id: number
            owner: {
              id: number
              name: string
              email: string | null
            }
            members: {
              id: number
              name: string
              email: string | null
            }[]
            plan_id: number
            plan_name: string
            membership_plan_price_id: number
            price: {
              id: number
              plan_id: number
              /** @enum {string} */
              interval_unit: "day" | "week" | "month" | "year"
              interval_count: number
              amount: number
              renews: boolean
              active: boolean
            }
            acquired_at: string | null
            ends_at: string | null
            paused_at: string | null
            cancel_requested: boolean
            notify_via_email: boolean
            /** @enum {string} */
            membership_origin: "admin" | "player" | "terminal" | "import"
            coupon_code: string | null
            balance_due: number
            collection_error: string | null
            created_at: string
            actions: (
              | "start"
              | "pause"
              | "resume"
              | "continue"
              | "cancel"
              | "cancel_immediately"
              | "recover"
              | "delete"
              | "player_cancel"
              | "cancel_request"
            )[]
          }
        }
      }
    }
  }
  "memberships.delete": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            code: string
            /** @enum {string} */
            status: "pending" | "active" | "paused" | "cancel_scheduled" | "cancelled" | "expired" | "deleted"
            owner_id: number
            owner: {
              id: number
              name: string
              email: string | null
            }
            members: {
              id: number
              name: string
              email: string | null
            }[]
            plan_id: number
            plan_name: string
            membership_plan_price_id: number
            price: {
              id: number
              plan_id: number
              /** @enum {string} */
              interval_unit: "day" | "week" | "month" | "year"
              interval_count: number
              amount: number
              renews: boolean
              active: boolean
            }
            acquired_at: string | null
            ends_at: string | null
            paused_at: string | null
            cancel_requested: boolean
            notify_via_email: boolean
            /** @enum {string} */
            membership_origin: "admin" | "player" | "terminal" | "import"
            coupon_code: string | null
            balance_due: number
            collection_error: string | null
            created_at: string
            actions: (
              | "start"
              | "pause"
              | "resume"
              | "continue"
              | "cancel"
              | "cancel_immediately"
              | "recover"
              | "delete"
              | "player_cancel"
              | "cancel_request"
            )[]
          }
        }
      }
    }
  }
  "memberships.changeOwner": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          owner_id: number
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            code: string
            /** @enum {string} */
            status: "pending" | "active" | "paused" | "cancel_scheduled" | "cancelled" | "expired" | "deleted"
            owner_id: number
            owner: {
              id: number
              name: string
              email: string | null
            }
            members: {
              id: number
              name: string
              email: string | null
            }[]
            plan_id: number
            plan_name: string
            membership_plan_price_id: number
            price: {
              id: number
              plan_id: number
              /** @enum {string} */
              interval_unit: "day" | "week" | "month" | "year"
              interval_count: number
              amount: number
              renews: boolean
              active: boolean
            }
            acquired_at: string | null
            ends_at: string | null
            paused_at: string | null
            cancel_requested: boolean
            notify_via_email: boolean
            /** @enum {string} */
            membership_origin: "admin" | "player" | "terminal" | "import"
            coupon_code: string | null
            balance_due: number
            collection_error: string | null
            created_at: string
            actions: (
              | "start"
              | "pause"
              | "resume"
              | "continue"
              | "cancel"
              | "cancel_immediately"
              | "recover"
              | "delete"
              | "player_cancel"
              | "cancel_request"
            )[]
          }
        }
      }
    }
  }
  "memberships.start": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            code: string
            /** @enum {string} */
            status: "pending" | "active" | "paused" | "cancel_scheduled" | "cancelled" | "expired" | "deleted"
            owner_id: number
            owner: {
              id: number
              name: string
              email: string | null
            }
            members: {
              id: number
              name: string
              email: string | null
            }[]
            plan_id: number
            plan_name: string
            membership_plan_price_id: number
            price: {
              id: number
              plan_id: number
              /** @enum {string} */
              interval_unit: "day" | "week" | "month" | "year"
              interval_count: number
              amount: number
              renews: boolean
              active: boolean
            }
            acquired_at: string | null
            ends_at: string | null
            paused_at: string | null
            cancel_requested: boolean
            notify_via_email: boolean
            /** @enum {string} */
            membership_origin: "admin" | "player" | "terminal" | "import"
            coupon_code: string | null
            balance_due: number
            collection_error: string | null
            created_at: string
            actions: (
              | "start"
              | "pause"
              | "resume"
              | "continue"
              | "cancel"
              | "cancel_immediately"
              | "recover"
              | "delete"
              | "player_cancel"
              | "cancel_request"
            )[]
          }
        }
      }
    }
  }
  "memberships.cancel_immediately": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            code: string
            /** @enum {string} */
            status: "pending" | "active" | "paused" | "cancel_scheduled" | "cancelled" | "expired" | "deleted"
            owner_id: number
            owner: {
              id: number
              name: string
              email: string | null
            }
            members: {
              id: number
              name: string
              email: string | null
            }[]
            plan_id: number
            plan_name: string
            membership_plan_price_id: number
            price: {
              id: number
              plan_id: number
              /** @enum {string} */
              interval_unit: "day" | "week" | "month" | "year"
              interval_count: number
              amount: number
              renews: boolean
              active: boolean
            }
            acquired_at: string | null
            ends_at: string | null
            paused_at: string | null
            cancel_requested: boolean
            notify_via_email: boolean
            /** @enum {string} */
            membership_origin: "admin" | "player" | "terminal" | "import"
            coupon_code: string | null
            balance_due: number
            collection_error: string | null
            created_at: string
            actions: (
              | "start"
              | "pause"
              | "resume"
              | "continue"
              | "cancel"
              | "cancel_immediately"
              | "recover"
              | "delete"
              | "player_cancel"
              | "cancel_request"
            )[]
          }
        }
      }
    }
  }
  "memberships.cancel": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            code: string
            /** @enum {string} */
            status: "pending" | "active" | "paused" | "cancel_scheduled" | "cancelled" | "expired" | "deleted"
            owner_id: number
            owner: {
              id: number
              name: string
              email: string | null
            }
            members: {
              id: number
              name: string
              email: string | null
            }[]
            plan_id: number
            plan_name: string
            membership_plan_price_id: number
            price: {
              id: number
              plan_id: number
              /** @enum {string} */
              interval_unit: "day" | "week" | "month" | "year"
              interval_count: number
              amount: number
              renews: boolean
              active: boolean
            }
            acquired_at: string | null
            ends_at: string | null
            paused_at: string | null
            cancel_requested: boolean
            notify_via_email: boolean
            /** @enum {string} */
            membership_origin: "admin" | "player" | "terminal" | "import"
            coupon_code: string | null
            balance_due: number
            collection_error: string | null
            created_at: string
            actions: (
              | "start"
              | "pause"
              | "resume"
              | "continue"
              | "cancel"
              | "cancel_immediately"
              | "recover"
              | "delete"
              | "player_cancel"
              | "cancel_request"
            )[]
          }
        }
      }
    }
  }
  "memberships.continue": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            code: string
            /** @enum {string} */
            status: "pending" | "active" | "paused" | "cancel_scheduled" | "cancelled" | "expired" | "deleted"
            owner_id: number
            owner: {
              id: number
              name: string
              email: string | null
            }
            members: {
              id: number
              name: string
              email: string | null
            }[]
            plan_id: number
            plan_name: string
            membership_plan_price_id: number
            price: {
              id: number
              plan_id: number
              /** @enum {string} */
              interval_unit: "day" | "week" | "month" | "year"
              interval_count: number
              amount: number
              renews: boolean
              active: boolean
            }
            acquired_at: string | null
            ends_at: string | null
            paused_at: string | null
            cancel_requested: boolean
            notify_via_email: boolean
            /** @enum {string} */
            membership_origin: "admin" | "player" | "terminal" | "import"
            coupon_code: string | null
            balance_due: number
            collection_error: string | null
            created_at: string
            actions: (
              | "start"
              | "pause"
              | "resume"
              | "continue"
              | "cancel"
              | "cancel_immediately"
              | "recover"
              | "delete"
              | "player_cancel"
              | "cancel_request"
            )[]
          }
        }
      }
    }
  }
  "memberships.pause": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            code: string
            /** @enum {string} */
            status: "pending" | "active" | "paused" | "cancel_scheduled" | "cancelled" | "expired" | "deleted"
            owner_id: number
            owner: {
              id: number
              name: string
              email: string | null
            }
            members: {
              id: number
              name: string
              email: string | null
            }[]
            plan_id: number
            plan_name: string
            membership_plan_price_id: number
            price: {
              id: number
              plan_id: number
              /** @enum {string} */
              interval_unit: "day" | "week" | "month" | "year"
              interval_count: number
              amount: number
              renews: boolean
              active: boolean
            }
            acquired_at: string | null
            ends_at: string | null
            paused_at: string | null
            cancel_requested: boolean
            notify_via_email: boolean
            /** @enum {string} */
            membership_origin: "admin" | "player" | "terminal" | "import"
            coupon_code: string | null
            balance_due: number
            collection_error: string | null
            created_at: string
            actions: (
              | "start"
              | "pause"
              | "resume"
              | "continue"
              | "cancel"
              | "cancel_immediately"
              | "recover"
              | "delete"
              | "player_cancel"
              | "cancel_request"
            )[]
          }
        }
      }
    }
  }
  "memberships.resume": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            code: string
            /** @enum {string} */
            status: "pending" | "active" | "paused" | "cancel_scheduled" | "cancelled" | "expired" | "deleted"
            owner_id: number
            owner: {
              id: number
              name: string
              email: string | null
            }
            members: {
              id: number
              name: string
              email: string | null
            }[]
            plan_id: number
            plan_name: string
            membership_plan_price_id: number
            price: {
              id: number
              plan_id: number
              /** @enum {string} */
              interval_unit: "day" | "week" | "month" | "year"
              interval_count: number
              amount: number
              renews: boolean
              active: boolean
            }
            acquired_at: string | null
            ends_at: string | null
            paused_at: string | null
            cancel_requested: boolean
            notify_via_email: boolean
            /** @enum {string} */
            membership_origin: "admin" | "player" | "terminal" | "import"
            coupon_code: string | null
            balance_due: number
            collection_error: string | null
            created_at: string
            actions: (
              | "start"
              | "pause"
              | "resume"
              | "continue"
              | "cancel"
              | "cancel_immediately"
              | "recover"
              | "delete"
              | "player_cancel"
              | "cancel_request"
            )[]
          }
        }
      }
    }
  }
  "memberships.recover": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            code: string
            /** @enum {string} */
            status: "pending" | "active" | "paused" | "cancel_scheduled" | "cancelled" | "expired" | "deleted"
            owner_id: number
            owner: {
              id: number
              name: string
              email: string | null
            }
            members: {
              id: number
              name: string
              email: string | null
            }[]
            plan_id: number
            plan_name: string
            membership_plan_price_id: number
            price: {
              id: number
              plan_id: number
              /** @enum {string} */
              interval_unit: "day" | "week" | "month" | "year"
              interval_count: number
              amount: number
              renews: boolean
              active: boolean
            }
            acquired_at: string | null
            ends_at: string | null
            paused_at: string | null
            cancel_requested: boolean
            notify_via_email: boolean
            /** @enum {string} */
            membership_origin: "admin" | "player" | "terminal" | "import"
            coupon_code: string | null
            balance_due: number
            collection_error: string | null
            created_at: string
            actions: (
              | "start"
              | "pause"
              | "resume"
              | "continue"
              | "cancel"
              | "cancel_immediately"
              | "recover"
              | "delete"
              | "player_cancel"
              | "cancel_request"
            )[]
          }
        }
      }
    }
  }
  "memberships.playerCancel": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            code: string
            /** @enum {string} */
            status: "pending" | "active" | "paused" | "cancel_scheduled" | "cancelled" | "expired" | "deleted"
            owner_id: number
            owner: {
              id: number
              name: string
              email: string | null
            }
            members: {
              id: number
              name: string
              email: string | null
            }[]
            plan_id: number
            plan_name: string
            membership_plan_price_id: number
            price: {
              id: number
              plan_id: number
              /** @enum {string} */
              interval_unit: "day" | "week" | "month" | "year"
              interval_count: number
              amount: number
              renews: boolean
              active: boolean
            }
            acquired_at: string | null
            ends_at: string | null
            paused_at: string | null
            cancel_requested: boolean
            notify_via_email: boolean
            /** @enum {string} */
            membership_origin: "admin" | "player" | "terminal" | "import"
            coupon_code: string | null
            balance_due: number
            collection_error: string | null
            created_at: string
            actions: (
              | "start"
              | "pause"
              | "resume"
              | "continue"
              | "cancel"
              | "cancel_immediately"
              | "recover"
              | "delete"
              | "player_cancel"
              | "cancel_request"
            )[]
          }
        }
      }
    }
  }
  "memberships.cancelRequest": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            code: string
            /** @enum {string} */
            status: "pending" | "active" | "paused" | "cancel_scheduled" | "cancelled" | "expired" | "deleted"
            owner_id: number
            owner: {
              id: number
              name: string
              email: string | null
            }
            members: {
              id: number
              name: string
              email: string | null
            }[]
            plan_id: number
            plan_name: string
            membership_plan_price_id: number
            price: {
              id: number
              plan_id: number
              /** @enum {string} */
              interval_unit: "day" | "week" | "month" | "year"
              interval_count: number
              amount: number
              renews: boolean
              active: boolean
            }
            acquired_at: string | null
            ends_at: string | null
            paused_at: string | null
            cancel_requested: boolean
            notify_via_email: boolean
            /** @enum {string} */
            membership_origin: "admin" | "player" | "terminal" | "import"
            coupon_code: string | null
            balance_due: number
            collection_error: string | null
            created_at: string
            actions: (
              | "start"
              | "pause"
              | "resume"
              | "continue"
              | "cancel"
              | "cancel_immediately"
              | "recover"
              | "delete"
              | "player_cancel"
              | "cancel_request"
            )[]
          }
        }
      }
    }
  }
  "memberships.charges": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            membership_id: number
            /** @enum {string} */
            kind: "period" | "fee" | "upgrade" | "other"
            fee_id: number | null
            period_start: string | null
            period_end: string | null
            amount: number
            due_on: string
            payment_id: number | null
            attempts: number
            created_at: string
          }[]
        }
      }
    }
  }
  "memberships.addPending": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          membership_id: number
          amount: components["schemas"]["Int"]
          due_on?: string
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            membership_id: number
            /** @enum {string} */
            kind: "period" | "fee" | "upgrade" | "other"
            fee_id: number | null
            period_start: string | null
            period_end: string | null
            amount: number
            due_on: string
            payment_id: number | null
            attempts: number
            created_at: string
          }
        }
      }
    }
  }
  "memberships.pay": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          membership_id: number
          charge_ids?: number[]
          payment: {
            /** @enum {string} */
            method:
              | "cash"
              | "card"
              | "bolt"
              | "card_reader"
              | "check"
              | "prepaid"
              | "adjustment"
              | "accounts_receivable"
              | "ach"
            card_id?: number
            payment_intent_id?: string
            device_id?: string
          }
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            code: string
            /** @enum {string} */
            status: "pending" | "active" | "paused" | "cancel_scheduled" | "cancelled" | "expired" | "deleted"
            owner_id: number
            owner: {
              id: number
              name: string
              email: string | null
            }
            members: {
              id: number
              name: string
              email: string | null
            }[]
            plan_id: number
            plan_name: string
            membership_plan_price_id: number
            price: {
              id: number
              plan_id: number
              /** @enum {string} */
              interval_unit: "day" | "week" | "month" | "year"
              interval_count: number
              amount: number
              renews: boolean
              active: boolean
            }
            acquired_at: string | null
            ends_at: string | null
            paused_at: string | null
            cancel_requested: boolean
            notify_via_email: boolean
            /** @enum {string} */
            membership_origin: "admin" | "player" | "terminal" | "import"
            coupon_code: string | null
            balance_due: number
            collection_error: string | null
            created_at: string
            actions: (
              | "start"
              | "pause"
              | "resume"
              | "continue"
              | "cancel"
              | "cancel_immediately"
              | "recover"
              | "delete"
              | "player_cancel"
              | "cancel_request"
            )[]
          }
        }
      }
    }
  }
  "memberships.changeCharge": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          amount?: components["schemas"]["Int"]
          due_on?: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            membership_id: number
            /** @enum {string} */
            kind: "period" | "fee" | "upgrade" | "other"
            fee_id: number | null
            period_start: string | null
            period_end: string | null
            amount: number
            due_on: string
            payment_id: number | null
            attempts: number
            created_at: string
          }
        }
      }
    }
  }
  "memberships.waiveCharge": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            membership_id: number
            /** @enum {string} */
            kind: "period" | "fee" | "upgrade" | "other"
            fee_id: number | null
            period_start: string | null
            period_end: string | null
            amount: number
            due_on: string
            payment_id: number | null
            attempts: number
            created_at: string
          }
        }
      }
    }
  }
  "memberships.addFee": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          fee_id: number
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            membership_id: number
            /** @enum {string} */
            kind: "period" | "fee" | "upgrade" | "other"
            fee_id: number | null
            period_start: string | null
            period_end: string | null
            amount: number
            due_on: string
            payment_id: number | null
            attempts: number
            created_at: string
          }
        }
      }
    }
  }
  "memberships.removeFee": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        feeId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            membership_id: number
            /** @enum {string} */
            kind: "period" | "fee" | "upgrade" | "other"
            fee_id: number | null
            period_start: string | null
            period_end: string | null
            amount: number
            due_on: string
            payment_id: number | null
            attempts: number
            created_at: string
          }
        }
      }
    }
  }
  "memberships.payFees": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          payment: {
            /** @enum {string} */
            method:
              | "cash"
              | "card"
              | "bolt"
              | "card_reader"
              | "check"
              | "prepaid"
              | "adjustment"
              | "accounts_receivable"
              | "ach"
            card_id?: number
            payment_intent_id?: string
            device_id?: string
          }
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            code: string
            /** @enum {string} */
            status: "pending" | "active" | "paused" | "cancel_scheduled" | "cancelled" | "expired" | "deleted"
            owner_id: number
            owner: {
              id: number
              name: string
              email: string | null
            }
            members: {
              id: number
              name: string
              email: string | null
            }[]
            plan_id: number
            plan_name: string
            membership_plan_price_id: number
            price: {
              id: number
              plan_id: number
              /** @enum {string} */
              interval_unit: "day" | "week" | "month" | "year"
              interval_count: number
              amount: number
              renews: boolean
              active: boolean
            }
            acquired_at: string | null
            ends_at: string | null
            paused_at: string | null
            cancel_requested: boolean
            notify_via_email: boolean
            /** @enum {string} */
            membership_origin: "admin" | "player" | "terminal" | "import"
            coupon_code: string | null
            balance_due: number
            collection_error: string | null
            created_at: string
            actions: (
              | "start"
              | "pause"
              | "resume"
              | "continue"
              | "cancel"
              | "cancel_immediately"
              | "recover"
              | "delete"
              | "player_cancel"
              | "cancel_request"
            )[]
          }
        }
      }
    }
  }
  "memberships.upgrade": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          membership_plan_price_id: number
          payment?: {
            /** @enum {string} */
            method:
              | "cash"
              | "card"
              | "bolt"
              | "card_reader"
              | "check"
              | "prepaid"
              | "adjustment"
              | "accounts_receivable"
              | "ach"
            card_id?: number
            payment_intent_id?: string
            device_id?: string
          }
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            code: string
            /** @enum {string} */
            status: "pending" | "active" | "paused" | "cancel_scheduled" | "cancelled" | "expired" | "deleted"
            owner_id: number
            owner: {
              id: number
              name: string
              email: string | null
            }
            members: {
              id: number
              name: string
              email: string | null
            }[]
            plan_id: number
            plan_name: string
            membership_plan_price_id: number
            price: {
              id: number
              plan_id: number
              /** @enum {string} */
              interval_unit: "day" | "week" | "month" | "year"
              interval_count: number
              amount: number
              renews: boolean
              active: boolean
            }
            acquired_at: string | null
            ends_at: string | null
            paused_at: string | null
            cancel_requested: boolean
            notify_via_email: boolean
            /** @enum {string} */
            membership_origin: "admin" | "player" | "terminal" | "import"
            coupon_code: string | null
            balance_due: number
            collection_error: string | null
            created_at: string
            actions: (
              | "start"
              | "pause"
              | "resume"
              | "continue"
              | "cancel"
              | "cancel_immediately"
              | "recover"
              | "delete"
              | "player_cancel"
              | "cancel_request"
            )[]
          }
        }
      }
    }
  }
  "memberships.buy": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
          membership_plan_price_id: number
          user_child_id?: number
          members?: number[]
          coupon_code?: string
          payment?: {
            /** @enum {string} */
            method:
              | "cash"
              | "card"
              | "bolt"
              | "card_reader"
              | "check"
              | "prepaid"
              | "adjustment"
              | "accounts_receivable"
              | "ach"
            card_id?: number
            payment_intent_id?: string
            device_id?: string
          }
          user_token_id?: number
          payment_intent_id?: string
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            code: string
            /** @enum {string} */
            status: "pending" | "active" | "paused" | "cancel_scheduled" | "cancelled" | "expired" | "deleted"
            owner_id: number
            owner: {
              id: number
              name: string
              email: string | null
            }
            members: {
              id: number
              name: string
              email: string | null
            }[]
            plan_id: number
            plan_name: string
            membership_plan_price_id: number
            price: {
              id: number
              plan_id: number
              /** @enum {string} */
              interval_unit: "day" | "week" | "month" | "year"
              interval_count: number
              amount: number
              renews: boolean
              active: boolean
            }
            acquired_at: string | null
            ends_at: string | null
            paused_at: string | null
            cancel_requested: boolean
            notify_via_email: boolean
            /** @enum {string} */
            membership_origin: "admin" | "player" | "terminal" | "import"
            coupon_code: string | null
            balance_due: number
            collection_error: string | null
            created_at: string
            actions: (
              | "start"
              | "pause"
              | "resume"
              | "continue"
              | "cancel"
              | "cancel_immediately"
              | "recover"
              | "delete"
              | "player_cancel"
              | "cancel_request"
            )[]
          }
        }
      }
    }
  }
  "memberships.buyAtReader": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
          owner_id: number
          membership_plan_price_id: number
          members?: number[]
          payment_intent_id: string
          device_id?: string
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            code: string
            /** @enum {string} */
            status: "pending" | "active" | "paused" | "cancel_scheduled" | "cancelled" | "expired" | "deleted"
            owner_id: number
            owner: {
              id: number
              name: string
              email: string | null
            }
            members: {
              id: number
              name: string
              email: string | null
            }[]
            plan_id: number
            plan_name: string
            membership_plan_price_id: number
            price: {
              id: number
              plan_id: number
              /** @enum {string} */
              interval_unit: "day" | "week" | "month" | "year"
              interval_count: number
              amount: number
              renews: boolean
              active: boolean
            }
            acquired_at: string | null
            ends_at: string | null
            paused_at: string | null
            cancel_requested: boolean
            notify_via_email: boolean
            /** @enum {string} */
            membership_origin: "admin" | "player" | "terminal" | "import"
            coupon_code: string | null
            balance_due: number
            collection_error: string | null
            created_at: string
            actions: (
              | "start"
              | "pause"
              | "resume"
              | "continue"
              | "cancel"
              | "cancel_immediately"
              | "recover"
              | "delete"
              | "player_cancel"
              | "cancel_request"
            )[]
          }
        }
      }
    }
  }
  "memberships.requestVerification": {
    parameters: {
      query: {
        facility_id: number
        user_id: number
      }
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            sent: true
            email: string
          }
        }
      }
    }
  }
  "shop.categories": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            products_count: number
          }[]
        }
      }
    }
  }
  "shop.createCategory": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            products_count: number
          }
        }
      }
    }
  }
  "shop.updateCategory": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        categoryId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            products_count: number
          }
        }
      }
    }
  }
  "shop.deleteCategory": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        categoryId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            products_count: number
          }
        }
      }
    }
  }
  "shop.products": {
    parameters: {
      query?: {
        q?: string
        product_category_id?: number
        archived?: "true" | "false"
        channel?: "desk" | "online"
        booking_upsell_item?: "true" | "false"
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            sku: string | null
            product_category_id: number | null
            category_name: string | null
            price: number
            tax: number
            cost: number | null
            stock_enabled: boolean
            allow_backorder: boolean
            low_stock_at: number | null
            visible_on: ("desk" | "online")[]
            sellable_on: ("desk" | "online")[]
            booking_upsell_item: boolean
            archived: boolean
            has_image: boolean
            on_hand: number
          }[]
        }
      }
    }
  }
  "shop.createProduct": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "multipart/form-data": {
          name?: string
          sku?: string
          product_category_id?: string
          price?: string
          tax?: string
          cost?: string
          stock_enabled?: string
          allow_backorder?: string
          low_stock_at?: string
          visible_on?: string
          sellable_on?: string
          booking_upsell_item?: string
          image?: components["schemas"]["PersistedFile"][]
        }
        "application/json": {
          name?: string
          sku?: string | null
          product_category_id?: number | null
          price?: components["schemas"]["Int"]
          tax?: number
          cost?: components["schemas"]["Int"] | null
          stock_enabled?: boolean
          allow_backorder?: boolean
          low_stock_at?: components["schemas"]["Int"] | null
          visible_on?: ("desk" | "online")[]
          sellable_on?: ("desk" | "online")[]
          booking_upsell_item?: boolean
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            sku: string | null
            product_category_id: number | null
            category_name: string | null
            price: number
            tax: number
            cost: number | null
            stock_enabled: boolean
            allow_backorder: boolean
            low_stock_at: number | null
            visible_on: ("desk" | "online")[]
            sellable_on: ("desk" | "online")[]
            booking_upsell_item: boolean
            archived: boolean
            has_image: boolean
            on_hand: number
          }
        }
      }
    }
  }
  "shop.product": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        productId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            sku: string | null
            product_category_id: number | null
            category_name: string | null
            price: number
            tax: number
            cost: number | null
            stock_enabled: boolean
            allow_backorder: boolean
            low_stock_at: number | null
            visible_on: ("desk" | "online")[]
            sellable_on: ("desk" | "online")[]
            booking_upsell_item: boolean
            archived: boolean
            has_image: boolean
            on_hand: number
          }
        }
      }
    }
  }
  "shop.updateProduct": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        productId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "multipart/form-data": {
          name?: string
          sku?: string
          product_category_id?: string
          price?: string
          tax?: string
          cost?: string
          stock_enabled?: string
          allow_backorder?: string
          low_stock_at?: string
          visible_on?: string
          sellable_on?: string
          booking_upsell_item?: string
          image?: components["schemas"]["PersistedFile"][]
        }
        "application/json": {
          name?: string
          sku?: string | null
          product_category_id?: number | null
          price?: components["schemas"]["Int"]
          tax?: number
          cost?: components["schemas"]["Int"] | null
          stock_enabled?: boolean
          allow_backorder?: boolean
          low_stock_at?: components["schemas"]["Int"] | null
          visible_on?: ("desk" | "online")[]
          sellable_on?: ("desk" | "online")[]
          booking_upsell_item?: boolean
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            sku: string | null
            product_category_id: number | null
            category_name: string | null
            price: number
            tax: number
            cost: number | null
            stock_enabled: boolean
            allow_backorder: boolean
            low_stock_at: number | null
            visible_on: ("desk" | "online")[]
            sellable_on: ("desk" | "online")[]
            booking_upsell_item: boolean
            archived: boolean
            has_image: boolean
            on_hand: number
          }
        }
      }
    }
  }
  "shop.deleteProduct": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        productId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            sku: string | null
            product_category_id: number | null
            category_name: string | null
            price: number
            tax: number
            cost: number | null
            stock_enabled: boolean
            allow_backorder: boolean
            low_stock_at: number | null
            visible_on: ("desk" | "online")[]
            sellable_on: ("desk" | "online")[]
            booking_upsell_item: boolean
            archived: boolean
            has_image: boolean
            on_hand: number
          }
        }
      }
    }
  }
  "shop.productImage": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        productId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "image/*": string
        }
      }
    }
  }
  "shop.createStock": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        productId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          action: "receive" | "adjust" | "count"
          amount: components["schemas"]["Int"]
          cost?: components["schemas"]["Int"]
          note?: string
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            sku: string | null
            product_category_id: number | null
            category_name: string | null
            price: number
            tax: number
            cost: number | null
            stock_enabled: boolean
            allow_backorder: boolean
            low_stock_at: number | null
            visible_on: ("desk" | "online")[]
            sellable_on: ("desk" | "online")[]
            booking_upsell_item: boolean
            archived: boolean
            has_image: boolean
            on_hand: number
          }
        }
      }
    }
  }
  "shop.toggleArchive": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        productId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            sku: string | null
            product_category_id: number | null
            category_name: string | null
            price: number
            tax: number
            cost: number | null
            stock_enabled: boolean
            allow_backorder: boolean
            low_stock_at: number | null
            visible_on: ("desk" | "online")[]
            sellable_on: ("desk" | "online")[]
            booking_upsell_item: boolean
            archived: boolean
            has_image: boolean
            on_hand: number
          }
        }
      }
    }
  }
  "shop.transactions": {
    parameters: {
      query?: {
        page?: number
        per_page?: number
      }
      header?: never
      path: {
        id: number
        productId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            product_id: number
            /** @enum {string} */
            action: "receive" | "adjust" | "count" | "sale" | "return"
            amount: number
            cost: number | null
            note: string | null
            order_id: number | null
            staff_id: number | null
            staff_name: string | null
            balance: number
            created_at: string
          }[]
        }
      }
    }
  }
  "shop.orders": {
    parameters: {
      query?: {
        user_id?: number
        from?: string
        to?: string
        limit?: number
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            user_id: number | null
            customer_name: string | null
            staff_id: number | null
            /** @enum {string} */
            channel: "desk" | "online" | "booking"
            reservation_id: number | null
            notes: string | null
            device_id: string | null
            coupon_code: string | null
            subtotal: number
            discount: number
            tax: number
            total: number
            refunded: number
            payment_id: number | null
            method: string | null
            payment_status: string | null
            payment_intent_id: string | null
            with_booking: boolean
            created_at: string
            lines: {
              id: number
              product_id: number
              name: string
              sku: string | null
              quantity: number
              unit_price: number
              discount: number
              tax_rate: number
              tax: number
              total: number
              returned: number
            }[]
          }[]
        }
      }
    }
  }
  "shop.createOrder": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          product_orders_attributes: {
            product_id: number
            quantity: components["schemas"]["Int"]
            price?: components["schemas"]["Int"]
          }[]
          notes?: string
          device_id?: string
          user_id?: number
          reservation_id?: number
          payment?: {
            /** @enum {string} */
            method:
              | "cash"
              | "card"
              | "bolt"
              | "card_reader"
              | "check"
              | "prepaid"
              | "adjustment"
              | "accounts_receivable"
              | "ach"
            card_id?: number
            payment_intent_id?: string
            device_id?: string
            coupon_code?: string
          }
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            user_id: number | null
            customer_name: string | null
            staff_id: number | null
            /** @enum {string} */
            channel: "desk" | "online" | "booking"
            reservation_id: number | null
            notes: string | null
            device_id: string | null
            coupon_code: string | null
            subtotal: number
            discount: number
            tax: number
            total: number
            refunded: number
            payment_id: number | null
            method: string | null
            payment_status: string | null
            payment_intent_id: string | null
            with_booking: boolean
            created_at: string
            lines: {
              id: number
              product_id: number
              name: string
              sku: string | null
              quantity: number
              unit_price: number
              discount: number
              tax_rate: number
              tax: number
              total: number
              returned: number
            }[]
          }
        }
      }
    }
  }
  "shop.order": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        orderId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            user_id: number | null
            customer_name: string | null
            staff_id: number | null
            /** @enum {string} */
            channel: "desk" | "online" | "booking"
            reservation_id: number | null
            notes: string | null
            device_id: string | null
            coupon_code: string | null
            subtotal: number
            discount: number
            tax: number
            total: number
            refunded: number
            payment_id: number | null
            method: string | null
            payment_status: string | null
            payment_intent_id: string | null
            with_booking: boolean
            created_at: string
            lines: {
              id: number
              product_id: number
              name: string
              sku: string | null
              quantity: number
              unit_price: number
              discount: number
              tax_rate: number
              tax: number
              total: number
              returned: number
            }[]
          }
        }
      }
    }
  }
  "shop.returnOrder": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        orderId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          lines: {
            order_line_id: number
            quantity: components["schemas"]["Int"]
          }[]
          /** @enum {string} */
          refund?: "refund" | "credit" | "ach"
          note?: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            user_id: number | null
            customer_name: string | null
            staff_id: number | null
            /** @enum {string} */
            channel: "desk" | "online" | "booking"
            reservation_id: number | null
            notes: string | null
            device_id: string | null
            coupon_code: string | null
            subtotal: number
            discount: number
            tax: number
            total: number
            refunded: number
            payment_id: number | null
            method: string | null
            payment_status: string | null
            payment_intent_id: string | null
            with_booking: boolean
            created_at: string
            lines: {
              id: number
              product_id: number
              name: string
              sku: string | null
              quantity: number
              unit_price: number
              discount: number
              tax_rate: number
              tax: number
              total: number
              returned: number
            }[]
          }
        }
      }
    }
  }
  "shop.salesReport": {
    parameters: {
      query?: {
        from?: string
        to?: string
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            from: string
            to: string
            products: {
              product_id: number
              name: string
              category_name: string | null
              quantity: number
              total: number
              tax: number
              cost: number
              returned: number
            }[]
            categories: {
              category_name: string | null
              quantity: number
              total: number
              tax: number
            }[]
            by_tax: {
              tax_rate: number
              net: number
              tax: number
              gross: number
            }[]
          }
        }
      }
    }
  }
  "shop.stockReport": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            value: number
            units: number
            low: {
              id: number
              facility_id: number
              name: string
              sku: string | null
              product_category_id: number | null
              category_name: string | null
              price: number
              tax: number
              cost: number | null
              stock_enabled: boolean
              allow_backorder: boolean
              low_stock_at: number | null
              visible_on: ("desk" | "online")[]
              sellable_on: ("desk" | "online")[]
              booking_upsell_item: boolean
              archived: boolean
              has_image: boolean
              on_hand: number
            }[]
            products: {
              id: number
              facility_id: number
              name: string
              sku: string | null
              product_category_id: number | null
              category_name: string | null
              price: number
              tax: number
              cost: number | null
              stock_enabled: boolean
              allow_backorder: boolean
              low_stock_at: number | null
              visible_on: ("desk" | "online")[]
              sellable_on: ("desk" | "online")[]
              booking_upsell_item: boolean
              archived: boolean
              has_image: boolean
              on_hand: number
            }[]
          }
        }
      }
    }
  }
  "notes.comments": {
    parameters: {
      query: {
        facility_id: number
        model?: "User" | "Reservation" | "Facility"
        model_id?: number
        page?: number
        per_page?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            /** @enum {string} */
            model: "User" | "Reservation" | "Facility"
            model_id: number
            comment: string
            pinned: boolean
            done: boolean
            author_id: number | null
            author_name: string | null
            created_at: string
            updated_at: string
            created_at_text: string
          }[]
        }
      }
    }
  }
  "notes.createComment": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
          /** @enum {string} */
          model: "User" | "Reservation" | "Facility"
          model_id: number
          comment: string
          pinned?: boolean
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            /** @enum {string} */
            model: "User" | "Reservation" | "Facility"
            model_id: number
            comment: string
            pinned: boolean
            done: boolean
            author_id: number | null
            author_name: string | null
            created_at: string
            updated_at: string
            created_at_text: string
          }
        }
      }
    }
  }
  "notes.commentsForUser": {
    parameters: {
      query: {
        facility_id: number
        user_id: number
        page?: number
        per_page?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            /** @enum {string} */
            model: "User" | "Reservation" | "Facility"
            model_id: number
            comment: string
            pinned: boolean
            done: boolean
            author_id: number | null
            author_name: string | null
            created_at: string
            updated_at: string
            created_at_text: string
          }[]
        }
      }
    }
  }
  "notes.commentsForBoard": {
    parameters: {
      query: {
        facility_id: number
        page?: number
        per_page?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            /** @enum {string} */
            model: "User" | "Reservation" | "Facility"
            model_id: number
            comment: string
            pinned: boolean
            done: boolean
            author_id: number | null
            author_name: string | null
            created_at: string
            updated_at: string
            created_at_text: string
          }[]
        }
      }
    }
  }
  "notes.commentsForReservations": {
    parameters: {
      query: {
        reservation_id: number
        page?: number
        per_page?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            /** @enum {string} */
            model: "User" | "Reservation" | "Facility"
            model_id: number
            comment: string
            pinned: boolean
            done: boolean
            author_id: number | null
            author_name: string | null
            created_at: string
            updated_at: string
            created_at_text: string
          }[]
        }
      }
    }
  }
  "notes.commentsForPlayersNotes": {
    parameters: {
      query: {
        facility_id: number
        page?: number
        per_page?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            /** @enum {string} */
            model: "User" | "Reservation" | "Facility"
            model_id: number
            comment: string
            pinned: boolean
            done: boolean
            author_id: number | null
            author_name: string | null
            created_at: string
            updated_at: string
            created_at_text: string
          }[]
        }
      }
    }
  }
  "notes.updateComment": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        commentId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          comment: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            /** @enum {string} */
            model: "User" | "Reservation" | "Facility"
            model_id: number
            comment: string
            pinned: boolean
            done: boolean
            author_id: number | null
            author_name: string | null
            created_at: string
            updated_at: string
            created_at_text: string
          }
        }
      }
    }
  }
  "notes.deleteComment": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        commentId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            /** @enum {string} */
            model: "User" | "Reservation" | "Facility"
            model_id: number
            comment: string
            pinned: boolean
            done: boolean
            author_id: number | null
            author_name: string | null
            created_at: string
            updated_at: string
            created_at_text: string
          }
        }
      }
    }
  }
  "notes.changeCommentState": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        commentId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          state: "done" | "pinned"
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            /** @enum {string} */
            model: "User" | "Reservation" | "Facility"
            model_id: number
            comment: string
            pinned: boolean
            done: boolean
            author_id: number | null
            author_name: string | null
            created_at: string
            updated_at: string
            created_at_text: string
          }
        }
      }
    }
  }
  "notes.tags": {
    parameters: {
      query: {
        facility_id: number
        model?: "User" | "Reservation" | "Product"
        model_id?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            uses: number
          }[]
        }
      }
    }
  }
  "notes.createTag": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
          name: string
          /** @enum {string} */
          model?: "User" | "Reservation" | "Product"
          model_id?: number
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            uses: number
          }
        }
      }
    }
  }
  "notes.removeTag": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          tag_id: number
          /** @enum {string} */
          model: "User" | "Reservation" | "Product"
          model_id: number
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            uses: number
          }
        }
      }
    }
  }
  "notes.updateTag": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        tagId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            uses: number
          }
        }
      }
    }
  }
  "notes.deleteTag": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        tagId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            uses: number
          }
        }
      }
    }
  }
  "groups.groups": {
    parameters: {
      query: {
        facility_id: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            /** @enum {string} */
            groupable_type: "Facility" | "Clinic"
            groupable_id: number
            members_count: number
          }[]
        }
      }
    }
  }
  "groups.createGroup": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
          /** @enum {string} */
          groupable_type?: "Facility" | "Clinic"
          groupable_id?: number
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            /** @enum {string} */
            groupable_type: "Facility" | "Clinic"
            groupable_id: number
            members_count: number
            members: {
              id: number
              first_name: string
              last_name: string
              email: string | null
            }[]
          }
        }
      }
    }
  }
  "groups.searchUsers": {
    parameters: {
      query: {
        group_id: number
        q?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            first_name: string
            last_name: string
            email: string | null
          }[]
        }
      }
    }
  }
  "groups.group": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            /** @enum {string} */
            groupable_type: "Facility" | "Clinic"
            groupable_id: number
            members_count: number
            members: {
              id: number
              first_name: string
              last_name: string
              email: string | null
            }[]
          }
        }
      }
    }
  }
  "groups.updateGroup": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": Record<string, never>
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            /** @enum {string} */
            groupable_type: "Facility" | "Clinic"
            groupable_id: number
            members_count: number
            members: {
              id: number
              first_name: string
              last_name: string
              email: string | null
            }[]
          }
        }
      }
    }
  }
  "groups.deleteGroup": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            /** @enum {string} */
            groupable_type: "Facility" | "Clinic"
            groupable_id: number
            members_count: number
            members: {
              id: number
              first_name: string
              last_name: string
              email: string | null
            }[]
          }
        }
      }
    }
  }
  "groups.addUser": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          user_id: number
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            /** @enum {string} */
            groupable_type: "Facility" | "Clinic"
            groupable_id: number
            members_count: number
            members: {
              id: number
              first_name: string
              last_name: string
              email: string | null
            }[]
          }
        }
      }
    }
  }
  "groups.removeUser": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          user_id: number
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            /** @enum {string} */
            groupable_type: "Facility" | "Clinic"
            groupable_id: number
            members_count: number
            members: {
              id: number
              first_name: string
              last_name: string
              email: string | null
            }[]
          }
        }
      }
    }
  }
  "site.homeLayout": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            facility_id: number
            home_structure: ("announcements" | "posts" | "leaderboards" | "banners" | "calendar" | "clinics")[]
          }
        }
      }
    }
  }
  "site.updateHomeLayout": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          home_structure: ("announcements" | "posts" | "leaderboards" | "banners" | "calendar" | "clinics")[]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            facility_id: number
            home_structure: ("announcements" | "posts" | "leaderboards" | "banners" | "calendar" | "clinics")[]
          }
        }
      }
    }
  }
  "site.consent": {
    parameters: {
      query?: never
      header: {
        "x-api-key": string
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            key: string
            categories: ("necessary" | "preferences" | "statistics" | "marketing")[]
            created_at: string
            updated_at: string
          }
        }
      }
    }
  }
  "site.changeConsent": {
    parameters: {
      query?: never
      header: {
        "x-api-key": string
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          categories: ("necessary" | "preferences" | "statistics" | "marketing")[]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            key: string
            categories: ("necessary" | "preferences" | "statistics" | "marketing")[]
            created_at: string
            updated_at: string
          }
        }
      }
    }
  }
  "site.giveConsent": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          categories: ("necessary" | "preferences" | "statistics" | "marketing")[]
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            key: string
            categories: ("necessary" | "preferences" | "statistics" | "marketing")[]
            created_at: string
            updated_at: string
          }
        }
      }
    }
  }
  "posts.posts": {
    parameters: {
      query?: {
        status?: "draft" | "published" | "archived"
        post_type?: "news" | "page" | "event"
        slug?: string
        page?: number
        per_page?: number
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            /** @enum {string} */
            post_type: "news" | "page" | "event"
            slug: string
            /** @enum {string} */
            status: "draft" | "published" | "archived"
            content: string
            meta_description: string
            has_featured_image: boolean
            published_at: string | null
            created_at: string
            updated_at: string
          }[]
        }
      }
    }
  }
  "posts.createPost": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "multipart/form-data": {
          post_type?: string
          slug?: string
          status?: string
          content?: string
          meta_description?: string
          featured_image?: components["schemas"]["PersistedFile"][]
        }
        "application/json": {
          /** @enum {string} */
          post_type?: "news" | "page" | "event"
          slug?: string
          /** @enum {string} */
          status?: "draft" | "published" | "archived"
          content?: string
          meta_description?: string
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            /** @enum {string} */
            post_type: "news" | "page" | "event"
            slug: string
            /** @enum {string} */
            status: "draft" | "published" | "archived"
            content: string
            meta_description: string
            has_featured_image: boolean
            published_at: string | null
            created_at: string
            updated_at: string
          }
        }
      }
    }
  }
  "posts.post": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        postId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            /** @enum {string} */
            post_type: "news" | "page" | "event"
            slug: string
            /** @enum {string} */
            status: "draft" | "published" | "archived"
            content: string
            meta_description: string
            has_featured_image: boolean
            published_at: string | null
            created_at: string
            updated_at: string
          }
        }
      }
    }
  }
  "posts.updatePost": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        postId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "multipart/form-data": {
          post_type?: string
          slug?: string
          status?: string
          content?: string
          meta_description?: string
          featured_image?: components["schemas"]["PersistedFile"][]
        }
        "application/json": {
          /** @enum {string} */
          post_type?: "news" | "page" | "event"
          slug?: string
          /** @enum {string} */
          status?: "draft" | "published" | "archived"
          content?: string
          meta_description?: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            /** @enum {string} */
            post_type: "news" | "page" | "event"
            slug: string
            /** @enum {string} */
            status: "draft" | "published" | "archived"
            content: string
            meta_description: string
            has_featured_image: boolean
            published_at: string | null
            created_at: string
            updated_at: string
          }
        }
      }
    }
  }
  "posts.deletePost": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        postId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            /** @enum {string} */
            post_type: "news" | "page" | "event"
            slug: string
            /** @enum {string} */
            status: "draft" | "published" | "archived"
            content: string
            meta_description: string
            has_featured_image: boolean
            published_at: string | null
            created_at: string
            updated_at: string
          }
        }
      }
    }
  }
  "posts.postImage": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        postId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "image/*": string
        }
      }
    }
  }
  "announcements.clubAnnouncements": {
    parameters: {
      query?: {
        search?: string
        page?: number
        per_page?: number
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number | null
            content: string
            /** @enum {string} */
            audience: "everyone" | "plan" | "group" | "clinic"
            audience_id: number | null
            audience_name: string
            /** @enum {string} */
            status: "draft" | "published"
            published_at: string | null
            created_at: string
            updated_at: string
            has_thumbnail: boolean
            attachments: {
              id: number
              filename: string
              content_type: string
              size: number
            }[]
            delivery?: {
              recipients: number
              sent: number
              sending: number
              failed: number
              pending: number
              opened: number
            }
          }[]
        }
      }
    }
  }
  "announcements.createClubAnnouncement": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "multipart/form-data": {
          content?: string
          audience?: string
          audience_id?: string
          publish?: string
          thumbnail?: components["schemas"]["PersistedFile"][]
          attachments?: components["schemas"]["PersistedFile"][]
          "attachments[]"?: components["schemas"]["PersistedFile"][]
        }
        "application/json": {
          content?: string
          /** @enum {string} */
          audience?: "everyone" | "plan" | "group" | "clinic"
          audience_id?: components["schemas"]["Int"] | null
          publish?: boolean
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number | null
            content: string
            /** @enum {string} */
            audience: "everyone" | "plan" | "group" | "clinic"
            audience_id: number | null
            audience_name: string
            /** @enum {string} */
            status: "draft" | "published"
            published_at: string | null
            created_at: string
            updated_at: string
            has_thumbnail: boolean
            attachments: {
              id: number
              filename: string
              content_type: string
              size: number
            }[]
            delivery?: {
              recipients: number
              sent: number
              sending: number
              failed: number
              pending: number
              opened: number
            }
          }
        }
      }
    }
  }
  "announcements.clubAnnouncementMetrics": {
    parameters: {
      query?: {
        from?: string
        to?: string
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            from: string
            to: string
            announcements: number
            recipients: number
            sent: number
            failed: number
            pending: number
            opened: number
            by_audience: {
              /** @enum {string} */
              audience: "everyone" | "plan" | "group" | "clinic"
              announcements: number
              recipients: number
              sent: number
              opened: number
            }[]
          }
        }
      }
    }
  }
  "announcements.clubAnnouncement": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        announcementId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number | null
            content: string
            /** @enum {string} */
            audience: "everyone" | "plan" | "group" | "clinic"
            audience_id: number | null
            audience_name: string
            /** @enum {string} */
            status: "draft" | "published"
            published_at: string | null
            created_at: string
            updated_at: string
            has_thumbnail: boolean
            attachments: {
              id: number
              filename: string
              content_type: string
              size: number
            }[]
            delivery?: {
              recipients: number
              sent: number
              sending: number
              failed: number
              pending: number
              opened: number
            }
          }
        }
      }
    }
  }
  "announcements.updateClubAnnouncement": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        announcementId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "multipart/form-data": {
          content?: string
          audience?: string
          audience_id?: string
          publish?: string
          thumbnail?: components["schemas"]["PersistedFile"][]
          attachments?: components["schemas"]["PersistedFile"][]
          "attachments[]"?: components["schemas"]["PersistedFile"][]
        }
        "application/json": {
          content?: string
          /** @enum {string} */
          audience?: "everyone" | "plan" | "group" | "clinic"
          audience_id?: components["schemas"]["Int"] | null
          publish?: boolean
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number | null
            content: string
            /** @enum {string} */
            audience: "everyone" | "plan" | "group" | "clinic"
            audience_id: number | null
            audience_name: string
            /** @enum {string} */
            status: "draft" | "published"
            published_at: string | null
            created_at: string
            updated_at: string
            has_thumbnail: boolean
            attachments: {
              id: number
              filename: string
              content_type: string
              size: number
            }[]
            delivery?: {
              recipients: number
              sent: number
              sending: number
              failed: number
              pending: number
              opened: number
            }
          }
        }
      }
    }
  }
  "announcements.deleteClubAnnouncement": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        announcementId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number | null
            content: string
            /** @enum {string} */
            audience: "everyone" | "plan" | "group" | "clinic"
            audience_id: number | null
            audience_name: string
            /** @enum {string} */
            status: "draft" | "published"
            published_at: string | null
            created_at: string
            updated_at: string
            has_thumbnail: boolean
            attachments: {
              id: number
              filename: string
              content_type: string
              size: number
            }[]
            delivery?: {
              recipients: number
              sent: number
              sending: number
              failed: number
              pending: number
              opened: number
            }
          }
        }
      }
    }
  }
  "announcements.clubAnnouncementThumbnail": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        announcementId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "image/*": string
        }
      }
    }
  }
  "announcements.announcements": {
    parameters: {
      query?: {
        search?: string
        page?: number
        per_page?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number | null
            content: string
            /** @enum {string} */
            audience: "everyone" | "plan" | "group" | "clinic"
            audience_id: number | null
            audience_name: string
            /** @enum {string} */
            status: "draft" | "published"
            published_at: string | null
            created_at: string
            updated_at: string
            has_thumbnail: boolean
            attachments: {
              id: number
              filename: string
              content_type: string
              size: number
            }[]
            delivery?: {
              recipients: number
              sent: number
              sending: number
              failed: number
              pending: number
              opened: number
            }
          }[]
        }
      }
    }
  }
  "announcements.createAnnouncement": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "multipart/form-data": {
          content?: string
          audience?: string
          audience_id?: string
          publish?: string
          thumbnail?: components["schemas"]["PersistedFile"][]
          attachments?: components["schemas"]["PersistedFile"][]
          "attachments[]"?: components["schemas"]["PersistedFile"][]
        }
        "application/json": {
          content?: string
          /** @enum {string} */
          audience?: "everyone" | "plan" | "group" | "clinic"
          audience_id?: components["schemas"]["Int"] | null
          publish?: boolean
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number | null
            content: string
            /** @enum {string} */
            audience: "everyone" | "plan" | "group" | "clinic"
            audience_id: number | null
            audience_name: string
            /** @enum {string} */
            status: "draft" | "published"
            published_at: string | null
            created_at: string
            updated_at: string
            has_thumbnail: boolean
            attachments: {
              id: number
              filename: string
              content_type: string
              size: number
            }[]
            delivery?: {
              recipients: number
              sent: number
              sending: number
              failed: number
              pending: number
              opened: number
            }
          }
        }
      }
    }
  }
  "announcements.announcementMetrics": {
    parameters: {
      query?: {
        from?: string
        to?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            from: string
            to: string
            announcements: number
            recipients: number
            sent: number
            failed: number
            pending: number
            opened: number
            by_audience: {
              /** @enum {string} */
              audience: "everyone" | "plan" | "group" | "clinic"
              announcements: number
              recipients: number
              sent: number
              opened: number
            }[]
          }
        }
      }
    }
  }
  "announcements.announcement": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number | null
            content: string
            /** @enum {string} */
            audience: "everyone" | "plan" | "group" | "clinic"
            audience_id: number | null
            audience_name: string
            /** @enum {string} */
            status: "draft" | "published"
            published_at: string | null
            created_at: string
            updated_at: string
            has_thumbnail: boolean
            attachments: {
              id: number
              filename: string
              content_type: string
              size: number
            }[]
            delivery?: {
              recipients: number
              sent: number
              sending: number
              failed: number
              pending: number
              opened: number
            }
          }
        }
      }
    }
  }
  "announcements.updateAnnouncement": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "multipart/form-data": {
          content?: string
          audience?: string
          audience_id?: string
          publish?: string
          thumbnail?: components["schemas"]["PersistedFile"][]
          attachments?: components["schemas"]["PersistedFile"][]
          "attachments[]"?: components["schemas"]["PersistedFile"][]
        }
        "application/json": {
          content?: string
          /** @enum {string} */
          audience?: "everyone" | "plan" | "group" | "clinic"
          audience_id?: components["schemas"]["Int"] | null
          publish?: boolean
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number | null
            content: string
            /** @enum {string} */
            audience: "everyone" | "plan" | "group" | "clinic"
            audience_id: number | null
            audience_name: string
            /** @enum {string} */
            status: "draft" | "published"
            published_at: string | null
            created_at: string
            updated_at: string
            has_thumbnail: boolean
            attachments: {
              id: number
              filename: string
              content_type: string
              size: number
            }[]
            delivery?: {
              recipients: number
              sent: number
              sending: number
              failed: number
              pending: number
              opened: number
            }
          }
        }
      }
    }
  }
  "announcements.deleteAnnouncement": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number | null
            content: string
            /** @enum {string} */
            audience: "everyone" | "plan" | "group" | "clinic"
            audience_id: number | null
            audience_name: string
            /** @enum {string} */
            status: "draft" | "published"
            published_at: string | null
            created_at: string
            updated_at: string
            has_thumbnail: boolean
            attachments: {
              id: number
              filename: string
              content_type: string
              size: number
            }[]
            delivery?: {
              recipients: number
              sent: number
              sending: number
              failed: number
              pending: number
              opened: number
            }
          }
        }
      }
    }
  }
  "announcements.announcementThumbnail": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "image/*": string
        }
      }
    }
  }
  "announcements.attachment": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/octet-stream": string
        }
      }
    }
  }
  "announcements.deleteAttachment": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            filename: string
            content_type: string
            size: number
          }
        }
      }
    }
  }
  "banners.banners": {
    parameters: {
      query?: {
        placement?: "home" | "booking"
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            link_url: string | null
            alt_text: string
            /** @enum {string} */
            placement: "home" | "booking"
            starts_on: string | null
            ends_on: string | null
            active: boolean
            position: number
            has_image: boolean
            created_at: string
          }[]
        }
      }
    }
  }
  "banners.createBanner": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "multipart/form-data": {
          link_url?: string
          alt_text?: string
          placement?: string
          starts_on?: string
          ends_on?: string
          active?: string
          position?: string
          image?: components["schemas"]["PersistedFile"][]
        }
        "application/json": {
          link_url?: string | null
          alt_text?: string
          /** @enum {string} */
          placement?: "home" | "booking"
          starts_on?: string | null
          ends_on?: string | null
          active?: boolean
          position?: number
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            link_url: string | null
            alt_text: string
            /** @enum {string} */
            placement: "home" | "booking"
            starts_on: string | null
            ends_on: string | null
            active: boolean
            position: number
            has_image: boolean
            created_at: string
          }
        }
      }
    }
  }
  "banners.banner": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        bannerId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            link_url: string | null
            alt_text: string
            /** @enum {string} */
            placement: "home" | "booking"
            starts_on: string | null
            ends_on: string | null
            active: boolean
            position: number
            has_image: boolean
            created_at: string
          }
        }
      }
    }
  }
  "banners.updateBanner": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        bannerId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "multipart/form-data": {
          link_url?: string
          alt_text?: string
          placement?: string
          starts_on?: string
          ends_on?: string
          active?: string
          position?: string
          image?: components["schemas"]["PersistedFile"][]
        }
        "application/json": {
          link_url?: string | null
          alt_text?: string
          /** @enum {string} */
          placement?: "home" | "booking"
          starts_on?: string | null
          ends_on?: string | null
          active?: boolean
          position?: number
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            link_url: string | null
            alt_text: string
            /** @enum {string} */
            placement: "home" | "booking"
            starts_on: string | null
            ends_on: string | null
            active: boolean
            position: number
            has_image: boolean
            created_at: string
          }
        }
      }
    }
  }
  "banners.deleteBanner": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        bannerId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            link_url: string | null
            alt_text: string
            /** @enum {string} */
            placement: "home" | "booking"
            starts_on: string | null
            ends_on: string | null
            active: boolean
            position: number
            has_image: boolean
            created_at: string
          }
        }
      }
    }
  }
  "banners.bannerImage": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        bannerId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "image/*": string
        }
      }
    }
  }
  "leaderboards.leaderboards": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            sport: string | null
            starts_on: string
            ends_on: string | null
            active: boolean
            has_image: boolean
            created_at: string
          }[]
        }
      }
    }
  }
  "leaderboards.createLeaderboard": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "multipart/form-data": {
          name?: string
          sport?: string
          starts_on?: string
          ends_on?: string
          active?: string
          image?: components["schemas"]["PersistedFile"][]
        }
        "application/json": {
          name?: string
          sport?: ("tennis" | "padel" | "pickleball" | "squash" | "badminton" | "other") | null
          starts_on?: string
          ends_on?: string | null
          active?: boolean
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            sport: string | null
            starts_on: string
            ends_on: string | null
            active: boolean
            has_image: boolean
            created_at: string
            standings: {
              rank: number
              user_id: number | null
              name: string
              rating: number
              played: number
              won: number
              lost: number
            }[]
          }
        }
      }
    }
  }
  "leaderboards.leaderboard": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        leaderboardId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            sport: string | null
            starts_on: string
            ends_on: string | null
            active: boolean
            has_image: boolean
            created_at: string
            standings: {
              rank: number
              user_id: number | null
              name: string
              rating: number
              played: number
              won: number
              lost: number
            }[]
          }
        }
      }
    }
  }
  "leaderboards.updateLeaderboard": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        leaderboardId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "multipart/form-data": {
          name?: string
          sport?: string
          starts_on?: string
          ends_on?: string
          active?: string
          image?: components["schemas"]["PersistedFile"][]
        }
        "application/json": {
          name?: string
          sport?: ("tennis" | "padel" | "pickleball" | "squash" | "badminton" | "other") | null
          starts_on?: string
          ends_on?: string | null
          active?: boolean
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            sport: string | null
            starts_on: string
            ends_on: string | null
            active: boolean
            has_image: boolean
            created_at: string
            standings: {
              rank: number
              user_id: number | null
              name: string
              rating: number
              played: number
              won: number
              lost: number
            }[]
          }
        }
      }
    }
  }
  "leaderboards.deleteLeaderboard": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        leaderboardId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            sport: string | null
            starts_on: string
            ends_on: string | null
            active: boolean
            has_image: boolean
            created_at: string
            standings: {
              rank: number
              user_id: number | null
              name: string
              rating: number
              played: number
              won: number
              lost: number
            }[]
          }
        }
      }
    }
  }
  "leaderboards.leaderboardImage": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        leaderboardId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "image/*": string
        }
      }
    }
  }
  "leaderboards.showMatchResult": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            reservation_id: number
            winner_team: (1 | 2) | null
            score: string
            may_change: boolean
          }
        }
      }
    }
  }
  "leaderboards.matchResult": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          winner_team: (1 | 2) | null
          score?: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            reservation_id: number
            winner_team: (1 | 2) | null
            score: string
            may_change: boolean
          }
        }
      }
    }
  }
  "marketplace.bannerAreas": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            name: string
            key: string
            active: boolean
            banners: {
              id: number
              link_url: string | null
              alt_text: string
              position: number
              has_image: boolean
            }[]
          }[]
        }
      }
    }
  }
  "marketplace.createBannerArea": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "multipart/form-data": {
          [key: string]: string | components["schemas"]["PersistedFile"][]
        }
        "application/json": {
          name?: string
          key?: string
          active?: boolean
          banners?: {
            id?: components["schemas"]["Int"]
            link_url?: string | null
            alt_text?: string
            position?: number
            _destroy?: boolean
          }[]
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            name: string
            key: string
            active: boolean
            banners: {
              id: number
              link_url: string | null
              alt_text: string
              position: number
              has_image: boolean
            }[]
          }
        }
      }
    }
  }
  "marketplace.bannerArea": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            name: string
            key: string
            active: boolean
            banners: {
              id: number
              link_url: string | null
              alt_text: string
              position: number
              has_image: boolean
            }[]
          }
        }
      }
    }
  }
  "marketplace.updateBannerArea": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "multipart/form-data": {
          [key: string]: string | components["schemas"]["PersistedFile"][]
        }
        "application/json": {
          name?: string
          key?: string
          active?: boolean
          banners?: {
            id?: components["schemas"]["Int"]
            link_url?: string | null
            alt_text?: string
            position?: number
            _destroy?: boolean
          }[]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            name: string
            key: string
            active: boolean
            banners: {
              id: number
              link_url: string | null
              alt_text: string
              position: number
              has_image: boolean
            }[]
          }
        }
      }
    }
  }
  "marketplace.deleteBannerArea": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            name: string
            key: string
            active: boolean
            banners: {
              id: number
              link_url: string | null
              alt_text: string
              position: number
              has_image: boolean
            }[]
          }
        }
      }
    }
  }
  "marketplace.marketplaceBannerImage": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "image/*": string
        }
      }
    }
  }
  "auditLog.facilityLogs": {
    parameters: {
      query?: {
        date?: string
        page?: number
        actor_id?: number
        subject?: string
        limit?: number
        starting_after?: number
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json":
            | {
                id: number
                at: string
                actor: {
                  id: number
                  name: string
                }
                app: {
                  id: number
                  name: string
                } | null
                request_id: string | null
                request: string | null
                subject: string
                subject_id: number | null
                /** @enum {string} */
                action: "created" | "changed" | "deleted"
                before: {
                  [key: string]: unknown
                } | null
                after: {
                  [key: string]: unknown
                } | null
              }[]
            | components["schemas"]["AuditEntryList"]
        }
      }
    }
  }
  "insights.occupancy": {
    parameters: {
      query: {
        from: string
        to: string
        compare?: "year" | "month"
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            facility_id: number
            from: string
            to: string
            courts: {
              id: number
              name: string
              sport: string
              indoor: boolean
            }[]
            cells: {
              court_id: number
              weekday: number
              hour: number
              open: number
              booked: number
            }[]
            overall: {
              open_hours: number
              booked_hours: number
              rate: number | null
            }
            prime: {
              open_hours: number
              booked_hours: number
              rate: number | null
            } | null
            off_peak: {
              open_hours: number
              booked_hours: number
              rate: number | null
            }
            by_court: {
              court_id: number
              name: string
              open_hours: number
              booked_hours: number
              rate: number | null
            }[]
            by_sport: {
              sport: string
              open_hours: number
              booked_hours: number
              rate: number | null
            }[]
            by_setting: {
              /** @enum {string} */
              setting: "indoor" | "outdoor"
              open_hours: number
              booked_hours: number
              rate: number | null
            }[]
            by_weekday_hour: {
              weekday: number
              hour: number
              prime: boolean
              open_hours: number
              booked_hours: number
              rate: number | null
            }[]
            previous: {
              from: string
              to: string
              overall: {
                open_hours: number
                booked_hours: number
                rate: number | null
              }
              prime: {
                open_hours: number
                booked_hours: number
                rate: number | null
              } | null
              off_peak: {
                open_hours: number
                booked_hours: number
                rate: number | null
              }
            } | null
          }
        }
      }
    }
  }
  "insights.revenue": {
    parameters: {
      query: {
        from: string
        to: string
        bucket?: "day" | "week" | "month"
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            facility_id: number
            from: string
            to: string
            /** @enum {string} */
            bucket: "day" | "week" | "month"
            currency: string
            currency_decimals: number
            buckets: {
              start: string
              money: {
                courts: number
                lessons: number
                lesson_packages: number
                clinics: number
                memberships: number
                shop: number
                club_credits: number
                club_accounts: number
                competitions: number
                other: number
              }
              value: {
                courts: number
                lessons: number
                lesson_packages: number
                clinics: number
                memberships: number
                shop: number
                club_credits: number
                club_accounts: number
                competitions: number
                other: number
              }
              money_total: number
              value_total: number
            }[]
            totals: {
              money: {
                courts: number
                lessons: number
                lesson_packages: number
                clinics: number
                memberships: number
                shop: number
                club_credits: number
                club_accounts: number
                competitions: number
                other: number
              }
              value: {
                courts: number
                lessons: number
                lesson_packages: number
                clinics: number
                memberships: number
                shop: number
                club_credits: number
                club_accounts: number
                competitions: number
                other: number
              }
              money_total: number
              value_total: number
            }
          }
        }
      }
    }
  }
  "insights.people": {
    parameters: {
      query: {
        from: string
        to: string
        bucket?: "week" | "month"
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            facility_id: number
            from: string
            to: string
            /** @enum {string} */
            bucket: "week" | "month"
            members: {
              start: string
              active: number
              joined: number
              returned: number
              lapsed: number
            }[]
            cohorts: {
              month: string
              size: number
              retained: number[]
            }[]
            player_mix: {
              members: number
              non_members: number
              guests: number
            }
            top_bookers: {
              user_id: number
              name: string
              count: number
            }[]
          }
        }
      }
    }
  }
  "insights.behaviour": {
    parameters: {
      query: {
        from: string
        to: string
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            facility_id: number
            from: string
            to: string
            policy: {
              late_cancel_hours: number
              late_cancel_fee_percent: number
              late_hours_counted: number
            }
            no_shows: {
              by_hour: number[]
              people: {
                user_id: number
                name: string
                count: number
              }[]
            }
            late_cancellations: {
              by_hour: number[]
              people: {
                user_id: number
                name: string
                count: number
              }[]
            }
            lead_times: {
              under_hours: number | null
              count: number
            }[]
            demand: {
              free_hours: number[]
              watched_hours: number[]
              draw_entries: number[]
              waitlisted: number[]
            }
          }
        }
      }
    }
  }
  "alerts.listAlerts": {
    parameters: {
      query?: {
        facility_id?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {string} */
            kind:
              | "failed_renewal"
              | "overdue_charge"
              | "stuck_payment"
              | "failed_payment"
              | "low_stock"
              | "lesson_request"
              | "door_fault"
              | "webhook_failing"
            /** @enum {string} */
            severity: "urgent" | "attention"
            facility_id: number
            detail: string
            subject_type: string
            subject_id: number
            since: string
          }[]
        }
      }
    }
  }
  "keptMail.keptMail": {
    parameters: {
      query?: {
        to?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            to: string
            subject: string
            body: string
            attachments: string[]
            created_at: string
          }[]
        }
      }
    }
  }
  "notifications.notificationSettings": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            muted: (
              | "booking_confirmation"
              | "booking_reminder"
              | "booking_cancellation"
              | "lesson_request_outcome"
              | "waitlist_promotion"
              | "receipt"
            )[]
            reminder_hours: components["schemas"]["Int"]
            kinds: (
              | "booking_confirmation"
              | "booking_reminder"
              | "booking_cancellation"
              | "lesson_request_outcome"
              | "waitlist_promotion"
              | "receipt"
            )[]
          }
        }
      }
    }
  }
  "notifications.saveNotificationSettings": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          muted: (
            | "booking_confirmation"
            | "booking_reminder"
            | "booking_cancellation"
            | "lesson_request_outcome"
            | "waitlist_promotion"
            | "receipt"
          )[]
          reminder_hours: components["schemas"]["Int"]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            muted: (
              | "booking_confirmation"
              | "booking_reminder"
              | "booking_cancellation"
              | "lesson_request_outcome"
              | "waitlist_promotion"
              | "receipt"
            )[]
            reminder_hours: components["schemas"]["Int"]
            kinds: (
              | "booking_confirmation"
              | "booking_reminder"
              | "booking_cancellation"
              | "lesson_request_outcome"
              | "waitlist_promotion"
              | "receipt"
            )[]
          }
        }
      }
    }
  }
  "notifications.calendarFeed": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            url: string
            webcal: string
          } | null
        }
      }
    }
  }
  "notifications.renewCalendarFeed": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            url: string
            webcal: string
          }
        }
      }
    }
  }
  "notifications.stopCalendarFeed": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "notifications.calendarFeedFile": {
    parameters: {
      query?: never
      header?: never
      path: {
        token: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "text/calendar": string
        }
      }
    }
  }
  "push.pushKey": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            public_key: string
          }
        }
      }
    }
  }
  "push.pushSubscriptions": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            push_service: string
            topics: ("slot_offers" | "booking_reminders" | "waitlist_promotions" | "draw_results" | "announcements")[]
            created_at: string
            last_sent_at: string | null
          }[]
        }
      }
    }
  }
  "push.subscribePush": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          endpoint: string
          keys: {
            p256dh: string
            auth: string
          }
          topics: ("slot_offers" | "booking_reminders" | "waitlist_promotions" | "draw_results" | "announcements")[]
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            push_service: string
            topics: ("slot_offers" | "booking_reminders" | "waitlist_promotions" | "draw_results" | "announcements")[]
            created_at: string
            last_sent_at: string | null
          }
        }
      }
    }
  }
  "push.changePushTopics": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          topics: ("slot_offers" | "booking_reminders" | "waitlist_promotions" | "draw_results" | "announcements")[]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            push_service: string
            topics: ("slot_offers" | "booking_reminders" | "waitlist_promotions" | "draw_results" | "announcements")[]
            created_at: string
            last_sent_at: string | null
          }
        }
      }
    }
  }
  "push.unsubscribePush": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "push.demoPhone": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            owner: string
            received: {
              received_at: string
              urgency: string | null
              payload: {
                /** @enum {string} */
                topic: "slot_offers" | "booking_reminders" | "waitlist_promotions" | "draw_results" | "announcements"
                body: string
                url: string
                tag: string
                actions: {
                  action: string
                  url: string
                }[]
              }
            }[]
          }
        }
      }
    }
  }
  "cameras.cameraIntegrations": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            name: string
            devices: number
          }[]
        }
      }
    }
  }
  "cameras.listExternalDevices": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            name: string
            external_identifier: string
            court_id: number | null
          }[]
        }
      }
    }
  }
  "cameras.createExternalDevice": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name?: string
          external_identifier?: string
          court_id?: components["schemas"]["Int"] | null
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            name: string
            external_identifier: string
            court_id: number | null
          }
        }
      }
    }
  }
  "cameras.getExternalDevice": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        deviceId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            name: string
            external_identifier: string
            court_id: number | null
          }
        }
      }
    }
  }
  "cameras.updateExternalDevice": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        deviceId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name?: string
          external_identifier?: string
          court_id?: components["schemas"]["Int"] | null
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            name: string
            external_identifier: string
            court_id: number | null
          }
        }
      }
    }
  }
  "cameras.deleteExternalDevice": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        deviceId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            name: string
            external_identifier: string
            court_id: number | null
          }
        }
      }
    }
  }
  "cameras.bookingRecordings": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            reservation_id: number
            recordings: {
              camera: string
              url: string | null
            }[]
            message: string | null
          }
        }
      }
    }
  }
  "chat.syncChatUser": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            chat_user_id: string
            name: string
            token: string
          }
        }
      }
    }
  }
  "doors.openDoor": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
          reservation_id?: number
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {boolean} */
            opened: true
            lock: string
            reservation_id: number | null
            message: string
          }
        }
      }
    }
  }
  "doors.doorLog": {
    parameters: {
      query?: {
        date?: string
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            at: string
            user_id: number | null
            name: string | null
            reservation_id: number | null
            lock: string | null
            /** @enum {string} */
            outcome: "opened" | "refused" | "fault"
            reason: string
          }[]
        }
      }
    }
  }
  "outgoingWebhooks.webhookEndpoints": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            url: string
            events: (
              | "reservation.created"
              | "reservation.changed"
              | "reservation.cancelled"
              | "payment.recorded"
              | "membership.changed"
            )[]
            active: boolean
            /** @enum {number} */
            version: 1 | 2
            created_at: string
            recent: number
            failing: number
          }[]
        }
      }
    }
  }
  "outgoingWebhooks.createWebhookEndpoint": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          url: string
          events: (
            | "reservation.created"
            | "reservation.changed"
            | "reservation.cancelled"
            | "payment.recorded"
            | "membership.changed"
          )[]
          /** @enum {number} */
          version?: 1 | 2
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            url: string
            events: (
              | "reservation.created"
              | "reservation.changed"
              | "reservation.cancelled"
              | "payment.recorded"
              | "membership.changed"
            )[]
            active: boolean
            /** @enum {number} */
            version: 1 | 2
            created_at: string
            recent: number
            failing: number
            secret: string
          }
        }
      }
    }
  }
  "outgoingWebhooks.updateWebhookEndpoint": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        endpointId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          url?: string
          events?: (
            | "reservation.created"
            | "reservation.changed"
            | "reservation.cancelled"
            | "payment.recorded"
            | "membership.changed"
          )[]
          active?: boolean
          /** @enum {number} */
          version?: 1 | 2
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            url: string
            events: (
              | "reservation.created"
              | "reservation.changed"
              | "reservation.cancelled"
              | "payment.recorded"
              | "membership.changed"
            )[]
            active: boolean
            /** @enum {number} */
            version: 1 | 2
            created_at: string
            recent: number
            failing: number
          }
        }
      }
    }
  }
  "outgoingWebhooks.deleteWebhookEndpoint": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        endpointId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            url: string
            events: (
              | "reservation.created"
              | "reservation.changed"
              | "reservation.cancelled"
              | "payment.recorded"
              | "membership.changed"
            )[]
            active: boolean
            /** @enum {number} */
            version: 1 | 2
            created_at: string
            recent: number
            failing: number
          }
        }
      }
    }
  }
  "outgoingWebhooks.webhookDeliveries": {
    parameters: {
      query?: {
        page?: number
        limit?: number
        starting_after?: number
      }
      header?: never
      path: {
        id: number
        endpointId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json":
            | {
                deliveries: {
                  id: number
                  endpoint_id: number
                  event_id: number
                  /** @enum {string} */
                  event_type:
                    | "reservation.created"
                    | "reservation.changed"
                    | "reservation.cancelled"
                    | "payment.recorded"
                    | "membership.changed"
                  /** @enum {string} */
                  status: "pending" | "delivered" | "failed"
                  attempts: number
                  next_at: string | null
                  response_status: number | null
                  response_body: string | null
                  error: string | null
                  delivered_at: string | null
                  created_at: string
                }[]
                page: number
                has_more: boolean
              }
            | components["schemas"]["WebhookDeliveryList"]
        }
      }
    }
  }
  "outgoingWebhooks.replayWebhookDelivery": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        deliveryId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            endpoint_id: number
            event_id: number
            /** @enum {string} */
            event_type:
              | "reservation.created"
              | "reservation.changed"
              | "reservation.cancelled"
              | "payment.recorded"
              | "membership.changed"
            /** @enum {string} */
            status: "pending" | "delivered" | "failed"
            attempts: number
            next_at: string | null
            response_status: number | null
            response_body: string | null
            error: string | null
            delivered_at: string | null
            created_at: string
          }
        }
      }
    }
  }
  "series.planSeries": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          hour_start: components["schemas"]["Int"]
          hour_end: components["schemas"]["Int"]
          /** @enum {string} */
          kind?: "reservation" | "rental" | "lesson" | "clinic" | "other"
          subkind?: string | null
          reservation_type?: components["schemas"]["Int"]
          player_ids?: number[]
          guests?: string[]
          teacher_id?: number | null
          guest_name?: string | null
          extra_court_ids?: number[]
          outside_teacher_hours?: boolean
          name: string
          court_id: number
          first_date: string
          every_weeks?: components["schemas"]["Int"]
          last_date?: string
          count?: components["schemas"]["Int"]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            currency: string
            currency_decimals: number
            occurrences: {
              date: string
              reservation_id: number | null
              total: number
              problem: string | null
            }[]
          }
        }
      }
    }
  }
  "series.listSeries": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            every_weeks: number
            first_date: string
            last_date: string
            hour_start: number
            hour_end: number
            court_ids: number[]
            team: string | null
            created_by: number | null
            created_at: string
          }[]
        }
      }
    }
  }
  "series.bookSeries": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          hour_start: components["schemas"]["Int"]
          hour_end: components["schemas"]["Int"]
          /** @enum {string} */
          kind?: "reservation" | "rental" | "lesson" | "clinic" | "other"
          subkind?: string | null
          reservation_type?: components["schemas"]["Int"]
          player_ids?: number[]
          guests?: string[]
          teacher_id?: number | null
          guest_name?: string | null
          extra_court_ids?: number[]
          outside_teacher_hours?: boolean
          name: string
          court_id: number
          first_date: string
          every_weeks?: components["schemas"]["Int"]
          last_date?: string
          count?: components["schemas"]["Int"]
          /** @enum {string} */
          conflicts?: "skip" | "cancel"
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            currency: string
            currency_decimals: number
            series: {
              id: number
              facility_id: number
              name: string
              every_weeks: number
              first_date: string
              last_date: string
              hour_start: number
              hour_end: number
              court_ids: number[]
              team: string | null
              created_by: number | null
              created_at: string
            }
            occurrences: {
              date: string
              reservation_id: number | null
              total: number
              problem: string | null
            }[]
          }
        }
      }
    }
  }
  "series.showSeries": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        seriesId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            every_weeks: number
            first_date: string
            last_date: string
            hour_start: number
            hour_end: number
            court_ids: number[]
            team: string | null
            created_by: number | null
            created_at: string
            currency: string
            currency_decimals: number
            occurrences: {
              reservation_id: number
              date: string
              hour_start: number
              hour_end: number
              /** @enum {string} */
              status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
              owed: number
            }[]
          }
        }
      }
    }
  }
  "series.cancelSeries": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        seriesId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          date: string
          /** @enum {string} */
          scope: "this" | "following" | "all"
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            cancelled: {
              reservation_id: number
              date: string
            }[]
          }
        }
      }
    }
  }
  "series.moveSeries": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        seriesId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          date: string
          /** @enum {string} */
          scope: "this" | "following" | "all"
          hour_start: components["schemas"]["Int"]
          hour_end: components["schemas"]["Int"]
          court_id?: number
          reprice?: boolean
          dry_run?: boolean
          /** @enum {string} */
          conflicts?: "skip" | "cancel"
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            currency: string
            currency_decimals: number
            occurrences: {
              date: string
              reservation_id: number | null
              total: number
              problem: string | null
            }[]
          }
        }
      }
    }
  }
  "series.paySeries": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        seriesId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          method:
            | "cash"
            | "card"
            | "bolt"
            | "card_reader"
            | "check"
            | "prepaid"
            | "adjustment"
            | "accounts_receivable"
            | "ach"
          payment_intent_id?: string
          device_id?: string
          card_id?: number
          ach_token_id?: number
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            currency: string
            currency_decimals: number
            total: number
            occurrences: {
              reservation_id: number
              date: string
              amount: number
              payment_ids: number[]
            }[]
          }
        }
      }
    }
  }
  "series.payOwnSeries": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        seriesId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          method:
            | "cash"
            | "card"
            | "bolt"
            | "card_reader"
            | "check"
            | "prepaid"
            | "adjustment"
            | "accounts_receivable"
            | "ach"
          payment_intent_id?: string
          device_id?: string
          card_id?: number
          ach_token_id?: number
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          Deprecation: components["headers"]["Deprecation"]
          Sunset: components["headers"]["Sunset"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            currency: string
            currency_decimals: number
            total: number
            occurrences: {
              reservation_id: number
              date: string
              amount: number
              payment_ids: number[]
            }[]
          }
        }
      }
    }
  }
  "series.memberSeriesSettings": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {string} */
            who: "nobody" | "members" | "players"
            weeks_ahead: components["schemas"]["Int"]
            most_series: components["schemas"]["Int"]
          }
        }
      }
    }
  }
  "series.saveMemberSeriesSettings": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          who: "nobody" | "members" | "players"
          weeks_ahead: components["schemas"]["Int"]
          most_series: components["schemas"]["Int"]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {string} */
            who: "nobody" | "members" | "players"
            weeks_ahead: components["schemas"]["Int"]
            most_series: components["schemas"]["Int"]
          }
        }
      }
    }
  }
  "series.planOwnSeries": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          court_id: number
          hour_start: components["schemas"]["Int"]
          hour_end: components["schemas"]["Int"]
          booked_for?: number
          player_ids?: number[]
          guests?: string[]
          first_date: string
          every_weeks?: components["schemas"]["Int"]
          last_date?: string
          count?: components["schemas"]["Int"]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            currency: string
            currency_decimals: number
            occurrences: {
              date: string
              reservation_id: number | null
              total: number
              problem: string | null
            }[]
          }
        }
      }
    }
  }
  "series.bookOwnSeries": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          court_id: number
          hour_start: components["schemas"]["Int"]
          hour_end: components["schemas"]["Int"]
          booked_for?: number
          player_ids?: number[]
          guests?: string[]
          first_date: string
          every_weeks?: components["schemas"]["Int"]
          last_date?: string
          count?: components["schemas"]["Int"]
          /** @enum {string} */
          conflicts?: "skip" | "cancel"
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            currency: string
            currency_decimals: number
            series: {
              id: number
              facility_id: number
              name: string
              every_weeks: number
              first_date: string
              last_date: string
              hour_start: number
              hour_end: number
              court_ids: number[]
              team: string | null
              created_by: number | null
              created_at: string
            }
            occurrences: {
              date: string
              reservation_id: number | null
              total: number
              problem: string | null
            }[]
          }
        }
      }
    }
  }
  "slotWatch.slotWatchSettings": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            watch_limit: components["schemas"]["Int"]
            offer_minutes: components["schemas"]["Int"]
            /** @enum {string} */
            offer_order: "earliest" | "members_first"
          }
        }
      }
    }
  }
  "slotWatch.saveSlotWatchSettings": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          watch_limit: components["schemas"]["Int"]
          offer_minutes: components["schemas"]["Int"]
          /** @enum {string} */
          offer_order: "earliest" | "members_first"
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            watch_limit: components["schemas"]["Int"]
            offer_minutes: components["schemas"]["Int"]
            /** @enum {string} */
            offer_order: "earliest" | "members_first"
          }
        }
      }
    }
  }
  "slotWatch.mySlotWatches": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            watches: {
              id: number
              facility_id: number
              user_id: number
              person: string
              date: string
              from: number
              to: number
              duration: number
              court_id: number | null
              sport: string | null
              surface: string | null
              indoor: boolean | null
              ends_at: string
              /** @enum {string} */
              status: "active" | "booked" | "stopped"
              created_at: string
            }[]
            offers: {
              id: number
              facility_id: number
              watch_id: number
              user_id: number
              person: string
              court_id: number
              court: string
              date: string
              hour_start: number
              hour_end: number
              /** @enum {string} */
              status: "open" | "accepted" | "declined" | "lapsed" | "released"
              expires_at: string
              reservation_id: number | null
            }[]
          }
        }
      }
    }
  }
  "slotWatch.watchSlot": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          date: string
          from: components["schemas"]["Int"]
          to: components["schemas"]["Int"]
          duration: components["schemas"]["Int"]
          court_id?: number | null
          sport?: ("tennis" | "padel" | "pickleball" | "squash" | "badminton" | "other") | null
          surface?: string | null
          indoor?: boolean | null
          for_user_id?: number
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            user_id: number
            person: string
            date: string
            from: number
            to: number
            duration: number
            court_id: number | null
            sport: string | null
            surface: string | null
            indoor: boolean | null
            ends_at: string
            /** @enum {string} */
            status: "active" | "booked" | "stopped"
            created_at: string
          }
        }
      }
    }
  }
  "slotWatch.stopSlotWatch": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        watchId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "slotWatch.acceptSlotOffer": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        offerId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            watch_id: number
            user_id: number
            person: string
            court_id: number
            court: string
            date: string
            hour_start: number
            hour_end: number
            /** @enum {string} */
            status: "open" | "accepted" | "declined" | "lapsed" | "released"
            expires_at: string
            reservation_id: number | null
          }
        }
      }
    }
  }
  "slotWatch.declineSlotOffer": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        offerId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            watch_id: number
            user_id: number
            person: string
            court_id: number
            court: string
            date: string
            hour_start: number
            hour_end: number
            /** @enum {string} */
            status: "open" | "accepted" | "declined" | "lapsed" | "released"
            expires_at: string
            reservation_id: number | null
          }
        }
      }
    }
  }
  "slotWatch.slotHolds": {
    parameters: {
      query: {
        date: string
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            watch_id: number
            user_id: number
            person: string
            court_id: number
            court: string
            date: string
            hour_start: number
            hour_end: number
            /** @enum {string} */
            status: "open" | "accepted" | "declined" | "lapsed" | "released"
            expires_at: string
            reservation_id: number | null
          }[]
        }
      }
    }
  }
  "slotWatch.releaseSlotHold": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        offerId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            watch_id: number
            user_id: number
            person: string
            court_id: number
            court: string
            date: string
            hour_start: number
            hour_end: number
            /** @enum {string} */
            status: "open" | "accepted" | "declined" | "lapsed" | "released"
            expires_at: string
            reservation_id: number | null
          }
        }
      }
    }
  }
  "peakDraws.peakDraws": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            play_date: string
            hour_start: number
            hour_end: number
            slot_minutes: number
            court_ids: number[]
            entries_close_at: string
            draw_at: string
            recent_weeks: number
            charge_at_draw: boolean
            /** @enum {string} */
            status: "open" | "drawn" | "cancelled"
            commitment: string | null
            seed_text: string | null
            seed: string | null
            drawn_at: string | null
          }[]
        }
      }
    }
  }
  "peakDraws.createPeakDraw": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          play_date: string
          hour_start: components["schemas"]["Int"]
          hour_end: components["schemas"]["Int"]
          /** @enum {number} */
          slot_minutes: 30 | 45 | 60 | 90 | 120
          court_ids: number[]
          entries_close_at: string
          draw_at: string
          recent_weeks?: components["schemas"]["Int"]
          charge_at_draw?: boolean
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            play_date: string
            hour_start: number
            hour_end: number
            slot_minutes: number
            court_ids: number[]
            entries_close_at: string
            draw_at: string
            recent_weeks: number
            charge_at_draw: boolean
            /** @enum {string} */
            status: "open" | "drawn" | "cancelled"
            commitment: string | null
            seed_text: string | null
            seed: string | null
            drawn_at: string | null
          }
        }
      }
    }
  }
  "peakDraws.peakDraw": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        drawId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            play_date: string
            hour_start: number
            hour_end: number
            slot_minutes: number
            court_ids: number[]
            entries_close_at: string
            draw_at: string
            recent_weeks: number
            charge_at_draw: boolean
            /** @enum {string} */
            status: "open" | "drawn" | "cancelled"
            commitment: string | null
            seed_text: string | null
            seed: string | null
            drawn_at: string | null
            club: string
            time_zone: string
            slots: {
              key: string
              label: string
              court: string
              hour_start: number
            }[]
            entries: {
              id: number
              choices: string[]
              outcome: ("won" | "lost") | null
              slot: string | null
              problem: string | null
              mine: boolean
              entrant: string | null
              invited: number[]
              playing: number[]
            }[]
            record: {
              inputs: {
                id: number
                household: string
                choices: string[]
                recent_wins: number
              }[]
              tickets: {
                household: string
                weight: number
                key: number
              }[]
              awards: {
                entry_id: number
                slot: string
                round: number
              }[]
              unplaced: number[]
            } | null
          }
        }
      }
    }
  }
  "peakDraws.enterPeakDraw": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        drawId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          for_user_id?: number
          player_ids?: number[]
          choices: string[]
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            draw_id: number
            user_id: number
            made_by: number | null
            player_ids: number[]
            invited_ids: number[]
            choices: string[]
            outcome: ("won" | "lost") | null
            slot: string | null
            reservation_id: number | null
            problem: string | null
          }
        }
      }
    }
  }
  "peakDraws.withdrawPeakDrawEntry": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        drawId: number
        entryId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "peakDraws.acceptPeakDrawInvitation": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        drawId: number
        entryId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          for_user_id?: number
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            draw_id: number
            user_id: number
            made_by: number | null
            player_ids: number[]
            invited_ids: number[]
            choices: string[]
            outcome: ("won" | "lost") | null
            slot: string | null
            reservation_id: number | null
            problem: string | null
          }
        }
      }
    }
  }
  "peakDraws.dropPeakDrawPlayer": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        drawId: number
        entryId: number
        userId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "openPlay.openPlaySessions": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            /** @enum {string} */
            format: "singles" | "doubles" | "round_robin"
            play_date: string
            hour_start: number
            hour_end: number
            court_ids: number[]
            rating_kind: string
            rating_min: number | null
            rating_max: number | null
            price: number
            cap: number
            reservation_id: number
            /** @enum {string} */
            status: "open" | "arranged" | "cancelled"
            created_by: number | null
            range: string
            price_label: string
            currency: string
            currency_decimals: number
            joined: number
            waitlisted: number
            my_rating: number | null
            fits: boolean
            players: {
              session_id: number
              user_id: number
              name: string
              rating: number | null
              /** @enum {string} */
              status: "joined" | "waitlisted"
              mine: boolean
            }[]
            games: {
              id: number
              session_id: number
              round: number
              court_id: number
              team1: number[]
              team2: number[]
              winner_team: (1 | 2) | null
              score: string | null
            }[]
          }[]
        }
      }
    }
  }
  "openPlay.createOpenPlay": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          /** @enum {string} */
          format: "singles" | "doubles" | "round_robin"
          play_date: string
          hour_start: components["schemas"]["Int"]
          hour_end: components["schemas"]["Int"]
          court_ids: number[]
          rating_kind: string
          rating_min?: number | null
          rating_max?: number | null
          price: components["schemas"]["Int"]
          cap: components["schemas"]["Int"]
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            /** @enum {string} */
            format: "singles" | "doubles" | "round_robin"
            play_date: string
            hour_start: number
            hour_end: number
            court_ids: number[]
            rating_kind: string
            rating_min: number | null
            rating_max: number | null
            price: number
            cap: number
            reservation_id: number
            /** @enum {string} */
            status: "open" | "arranged" | "cancelled"
            created_by: number | null
          }
        }
      }
    }
  }
  "openPlay.openPlaySession": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        sessionId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            /** @enum {string} */
            format: "singles" | "doubles" | "round_robin"
            play_date: string
            hour_start: number
            hour_end: number
            court_ids: number[]
            rating_kind: string
            rating_min: number | null
            rating_max: number | null
            price: number
            cap: number
            reservation_id: number
            /** @enum {string} */
            status: "open" | "arranged" | "cancelled"
            created_by: number | null
            range: string
            price_label: string
            currency: string
            currency_decimals: number
            joined: number
            waitlisted: number
            my_rating: number | null
            fits: boolean
            players: {
              session_id: number
              user_id: number
              name: string
              rating: number | null
              /** @enum {string} */
              status: "joined" | "waitlisted"
              mine: boolean
            }[]
            games: {
              id: number
              session_id: number
              round: number
              court_id: number
              team1: number[]
              team2: number[]
              winner_team: (1 | 2) | null
              score: string | null
            }[]
          }
        }
      }
    }
  }
  "openPlay.joinOpenPlay": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        sessionId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          for_user_id?: number
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /** @enum {string} */
            status: "joined" | "waitlisted"
            place: string
          }
        }
      }
    }
  }
  "openPlay.leaveOpenPlay": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        sessionId: number
        userId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "openPlay.arrangeOpenPlay": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        sessionId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            /** @enum {string} */
            format: "singles" | "doubles" | "round_robin"
            play_date: string
            hour_start: number
            hour_end: number
            court_ids: number[]
            rating_kind: string
            rating_min: number | null
            rating_max: number | null
            price: number
            cap: number
            reservation_id: number
            /** @enum {string} */
            status: "open" | "arranged" | "cancelled"
            created_by: number | null
            range: string
            price_label: string
            currency: string
            currency_decimals: number
            joined: number
            waitlisted: number
            my_rating: number | null
            fits: boolean
            players: {
              session_id: number
              user_id: number
              name: string
              rating: number | null
              /** @enum {string} */
              status: "joined" | "waitlisted"
              mine: boolean
            }[]
            games: {
              id: number
              session_id: number
              round: number
              court_id: number
              team1: number[]
              team2: number[]
              winner_team: (1 | 2) | null
              score: string | null
            }[]
          }
        }
      }
    }
  }
  "openPlay.recordOpenPlayResult": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        sessionId: number
        gameId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {number} */
          winner_team: 1 | 2
          score?: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            session_id: number
            round: number
            court_id: number
            team1: number[]
            team2: number[]
            winner_team: (1 | 2) | null
            score: string | null
          }
        }
      }
    }
  }
  "competitions.competitions": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            /** @enum {string} */
            format: "single_elimination" | "double_elimination" | "round_robin" | "groups_knockout" | "league"
            /** @enum {string} */
            sport: "tennis" | "padel" | "pickleball" | "squash"
            /** @enum {number} */
            team_size: 1 | 2
            scoring: {
              /** @enum {string} */
              sport: "tennis" | "padel" | "pickleball" | "squash"
              /** @enum {number} */
              best_of: 1 | 3 | 5
              deciding_tiebreak: boolean
              /** @enum {number} */
              points_to: 11 | 15 | 21
            }
            consolation: boolean
            groups: number
            advancing: number
            home_and_away: boolean
            points_win: number
            points_loss: number
            rating_kind: string | null
            entries_open_at: string
            entries_close_at: string
            starts_on: string
            ends_on: string
            fee: number
            waiver_ids: number[]
            /** @enum {string} */
            status: "open" | "cancelled"
            divisions: {
              id: number
              competition_id: number
              name: string
              rating_min: number | null
              rating_max: number | null
              age_min: number | null
              age_max: number | null
              cap: number
              drawn_at: string | null
            }[]
          }[]
        }
      }
    }
  }
  "competitions.createCompetition": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          /** @enum {string} */
          format: "single_elimination" | "double_elimination" | "round_robin" | "groups_knockout" | "league"
          /** @enum {string} */
          sport: "tennis" | "padel" | "pickleball" | "squash"
          /** @enum {number} */
          team_size: 1 | 2
          scoring: {
            /** @enum {string} */
            sport: "tennis" | "padel" | "pickleball" | "squash"
            /** @enum {number} */
            best_of: 1 | 3 | 5
            deciding_tiebreak: boolean
            /** @enum {number} */
            points_to: 11 | 15 | 21
          }
          consolation?: boolean
          groups?: components["schemas"]["Int"]
          advancing?: components["schemas"]["Int"]
          home_and_away?: boolean
          points_win?: components["schemas"]["Int"]
          points_loss?: components["schemas"]["Int"]
          rating_kind?: string | null
          entries_open_at: string
          entries_close_at: string
          starts_on: string
          ends_on: string
          fee?: components["schemas"]["Int"]
          waiver_ids?: number[]
          divisions?: {
            name: string
            rating_min?: number | null
            rating_max?: number | null
            age_min?: components["schemas"]["Int"] | null
            age_max?: components["schemas"]["Int"] | null
            cap: components["schemas"]["Int"]
          }[]
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            /** @enum {string} */
            format: "single_elimination" | "double_elimination" | "round_robin" | "groups_knockout" | "league"
            /** @enum {string} */
            sport: "tennis" | "padel" | "pickleball" | "squash"
            /** @enum {number} */
            team_size: 1 | 2
            scoring: {
              /** @enum {string} */
              sport: "tennis" | "padel" | "pickleball" | "squash"
              /** @enum {number} */
              best_of: 1 | 3 | 5
              deciding_tiebreak: boolean
              /** @enum {number} */
              points_to: 11 | 15 | 21
            }
            consolation: boolean
            groups: number
            advancing: number
            home_and_away: boolean
            points_win: number
            points_loss: number
            rating_kind: string | null
            entries_open_at: string
            entries_close_at: string
            starts_on: string
            ends_on: string
            fee: number
            waiver_ids: number[]
            /** @enum {string} */
            status: "open" | "cancelled"
            divisions: {
              id: number
              competition_id: number
              name: string
              rating_min: number | null
              rating_max: number | null
              age_min: number | null
              age_max: number | null
              cap: number
              drawn_at: string | null
            }[]
          }
        }
      }
    }
  }
  "competitions.competition": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        competitionId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            /** @enum {string} */
            format: "single_elimination" | "double_elimination" | "round_robin" | "groups_knockout" | "league"
            /** @enum {string} */
            sport: "tennis" | "padel" | "pickleball" | "squash"
            /** @enum {number} */
            team_size: 1 | 2
            scoring: {
              /** @enum {string} */
              sport: "tennis" | "padel" | "pickleball" | "squash"
              /** @enum {number} */
              best_of: 1 | 3 | 5
              deciding_tiebreak: boolean
              /** @enum {number} */
              points_to: 11 | 15 | 21
            }
            consolation: boolean
            groups: number
            advancing: number
            home_and_away: boolean
            points_win: number
            points_loss: number
            rating_kind: string | null
            entries_open_at: string
            entries_close_at: string
            starts_on: string
            ends_on: string
            fee: number
            waiver_ids: number[]
            /** @enum {string} */
            status: "open" | "cancelled"
            divisions: {
              id: number
              competition_id: number
              name: string
              rating_min: number | null
              rating_max: number | null
              age_min: number | null
              age_max: number | null
              cap: number
              drawn_at: string | null
            }[]
          }
        }
      }
    }
  }
  "competitions.addCompetitionDivision": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        competitionId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          rating_min?: number | null
          rating_max?: number | null
          age_min?: components["schemas"]["Int"] | null
          age_max?: components["schemas"]["Int"] | null
          cap: components["schemas"]["Int"]
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            competition_id: number
            name: string
            rating_min: number | null
            rating_max: number | null
            age_min: number | null
            age_max: number | null
            cap: number
            drawn_at: string | null
          }
        }
      }
    }
  }
  "competitions.competitionDraw": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        divisionId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            competition: {
              id: number
              name: string
              /** @enum {string} */
              format: "single_elimination" | "double_elimination" | "round_robin" | "groups_knockout" | "league"
              /** @enum {string} */
              sport: "tennis" | "padel" | "pickleball" | "squash"
            }
            division: {
              id: number
              competition_id: number
              name: string
              rating_min: number | null
              rating_max: number | null
              age_min: number | null
              age_max: number | null
              cap: number
              drawn_at: string | null
            }
            entries: {
              id: number
              division_id: number
              /** @enum {string} */
              status: "awaiting_partner" | "entered" | "waitlisted" | "withdrawn"
              rating: number | null
              players: {
                user_id: number
                name: string
                accepted: boolean
                shown: boolean
              }[]
              entered_at: string
              seed: number | null
            }[]
            matches: {
              id: number
              division_id: number
              key: string
              /** @enum {string} */
              stage: "main" | "consolation" | "losers" | "final" | "groups" | "knockout" | "league"
              round: number
              order: number
              group: number | null
              sides: [
                (
                  | {
                      entry: number
                    }
                  | {
                      winner: string
                    }
                  | {
                      loser: string
                    }
                  | {
                      place: {
                        group: number
                        rank: number
                      }
                    }
                ),
                (
                  | {
                      entry: number
                    }
                  | {
                      winner: string
                    }
                  | {
                      loser: string
                    }
                  | {
                      place: {
                        group: number
                        rank: number
                      }
                    }
                ),
              ]
              only_if_second_won: string | null
              score: {
                /** @enum {string} */
                ending: "played" | "retired" | "walkover"
                sets: {
                  a: components["schemas"]["Int"]
                  b: components["schemas"]["Int"]
                  tiebreak?: {
                    a: components["schemas"]["Int"]
                    b: components["schemas"]["Int"]
                  }
                }[]
                /** @enum {number} */
                winner?: 1 | 2
              } | null
              won: (1 | 2) | null
              reported_by: number | null
              confirmed_at: string | null
              scheduled: {
                reservation_id: number
                court_id: number
                court: string
                date: string
                hour_start: number
                hour_end: number
              } | null
              entry_ids: [number | null, number | null]
              due: boolean
              void: boolean
              confirmed: boolean
            }[]
            groups: {
              group: number
              table: {
                rank: number
                entry: number
                played: number
                won: number
                lost: number
                points: number
                sets_won: number
                sets_lost: number
                games_won: number
                games_lost: number
              }[]
            }[]
            table: {
              rank: number
              entry: number
              played: number
              won: number
              lost: number
              points: number
              sets_won: number
              sets_lost: number
              games_won: number
              games_lost: number
            }[]
            champion: number | null
          }
        }
      }
    }
  }
  "competitions.makeCompetitionDraw": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        divisionId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            competition: {
              id: number
              name: string
              /** @enum {string} */
              format: "single_elimination" | "double_elimination" | "round_robin" | "groups_knockout" | "league"
              /** @enum {string} */
              sport: "tennis" | "padel" | "pickleball" | "squash"
            }
            division: {
              id: number
              competition_id: number
              name: string
              rating_min: number | null
              rating_max: number | null
              age_min: number | null
              age_max: number | null
              cap: number
              drawn_at: string | null
            }
            entries: {
              id: number
              division_id: number
              /** @enum {string} */
              status: "awaiting_partner" | "entered" | "waitlisted" | "withdrawn"
              rating: number | null
              players: {
                user_id: number
                name: string
                accepted: boolean
                shown: boolean
              }[]
              entered_at: string
              seed: number | null
            }[]
            matches: {
              id: number
              division_id: number
              key: string
              /** @enum {string} */
              stage: "main" | "consolation" | "losers" | "final" | "groups" | "knockout" | "league"
              round: number
              order: number
              group: number | null
              sides: [
                (
                  | {
                      entry: number
                    }
                  | {
                      winner: string
                    }
                  | {
                      loser: string
                    }
                  | {
                      place: {
                        group: number
                        rank: number
                      }
                    }
                ),
                (
                  | {
                      entry: number
                    }
                  | {
                      winner: string
                    }
                  | {
                      loser: string
                    }
                  | {
                      place: {
                        group: number
                        rank: number
                      }
                    }
                ),
              ]
              only_if_second_won: string | null
              score: {
                /** @enum {string} */
                ending: "played" | "retired" | "walkover"
                sets: {
                  a: components["schemas"]["Int"]
                  b: components["schemas"]["Int"]
                  tiebreak?: {
                    a: components["schemas"]["Int"]
                    b: components["schemas"]["Int"]
                  }
                }[]
                /** @enum {number} */
                winner?: 1 | 2
              } | null
              won: (1 | 2) | null
              reported_by: number | null
              confirmed_at: string | null
              scheduled: {
                reservation_id: number
                court_id: number
                court: string
                date: string
                hour_start: number
                hour_end: number
              } | null
              entry_ids: [number | null, number | null]
              due: boolean
              void: boolean
              confirmed: boolean
            }[]
            groups: {
              group: number
              table: {
                rank: number
                entry: number
                played: number
                won: number
                lost: number
                points: number
                sets_won: number
                sets_lost: number
                games_won: number
                games_lost: number
              }[]
            }[]
            table: {
              rank: number
              entry: number
              played: number
              won: number
              lost: number
              points: number
              sets_won: number
              sets_lost: number
              games_won: number
              games_lost: number
            }[]
            champion: number | null
          }
        }
      }
    }
  }
  "competitions.scheduleCompetitionDivision": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        divisionId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          dates: string[]
          hour_start: components["schemas"]["Int"]
          hour_end: components["schemas"]["Int"]
          court_ids?: number[]
          match_minutes: components["schemas"]["Int"]
          rest_minutes?: components["schemas"]["Int"]
          most_per_day?: components["schemas"]["Int"]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            sheet: {
              competition: {
                id: number
                name: string
                /** @enum {string} */
                format: "single_elimination" | "double_elimination" | "round_robin" | "groups_knockout" | "league"
                /** @enum {string} */
                sport: "tennis" | "padel" | "pickleball" | "squash"
              }
              division: {
                id: number
                competition_id: number
                name: string
                rating_min: number | null
                rating_max: number | null
                age_min: number | null
                age_max: number | null
                cap: number
                drawn_at: string | null
              }
              entries: {
                id: number
                division_id: number
                /** @enum {string} */
                status: "awaiting_partner" | "entered" | "waitlisted" | "withdrawn"
                rating: number | null
                players: {
                  user_id: number
                  name: string
                  accepted: boolean
                  shown: boolean
                }[]
                entered_at: string
                seed: number | null
              }[]
              matches: {
                id: number
                division_id: number
                key: string
                /** @enum {string} */
                stage: "main" | "consolation" | "losers" | "final" | "groups" | "knockout" | "league"
                round: number
                order: number
                group: number | null
                sides: [
                  (
                    | {
                        entry: number
                      }
                    | {
                        winner: string
                      }
                    | {
                        loser: string
                      }
                    | {
                        place: {
                          group: number
                          rank: number
                        }
                      }
                  ),
                  (
                    | {
                        entry: number
                      }
                    | {
                        winner: string
                      }
                    | {
                        loser: string
                      }
                    | {
                        place: {
                          group: number
                          rank: number
                        }
                      }
                  ),
                ]
                only_if_second_won: string | null
                score: {
                  /** @enum {string} */
                  ending: "played" | "retired" | "walkover"
                  sets: {
                    a: components["schemas"]["Int"]
                    b: components["schemas"]["Int"]
                    tiebreak?: {
                      a: components["schemas"]["Int"]
                      b: components["schemas"]["Int"]
                    }
                  }[]
                  /** @enum {number} */
                  winner?: 1 | 2
                } | null
                won: (1 | 2) | null
                reported_by: number | null
                confirmed_at: string | null
                scheduled: {
                  reservation_id: number
                  court_id: number
                  court: string
                  date: string
                  hour_start: number
                  hour_end: number
                } | null
                entry_ids: [number | null, number | null]
                due: boolean
                void: boolean
                confirmed: boolean
              }[]
              groups: {
                group: number
                table: {
                  rank: number
                  entry: number
                  played: number
                  won: number
                  lost: number
                  points: number
                  sets_won: number
                  sets_lost: number
                  games_won: number
                  games_lost: number
                }[]
              }[]
              table: {
                rank: number
                entry: number
                played: number
                won: number
                lost: number
                points: number
                sets_won: number
                sets_lost: number
                games_won: number
                games_lost: number
              }[]
              champion: number | null
            }
            unplaced: string[]
          }
        }
      }
    }
  }
  "competitions.enterCompetition": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        divisionId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          player_id: number
          partner_id?: number
          payment?: {
            /** @enum {string} */
            method:
              | "cash"
              | "card"
              | "bolt"
              | "card_reader"
              | "check"
              | "prepaid"
              | "adjustment"
              | "accounts_receivable"
              | "ach"
            card_id?: number
            payment_intent_id?: string
            device_id?: string
          }
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            division_id: number
            /** @enum {string} */
            status: "awaiting_partner" | "entered" | "waitlisted" | "withdrawn"
            rating: number | null
            players: {
              user_id: number
              name: string
              accepted: boolean
              shown: boolean
            }[]
            entered_at: string
          }
        }
      }
    }
  }
  "competitions.answerCompetitionPartner": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        entryId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          accept: boolean
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            division_id: number
            /** @enum {string} */
            status: "awaiting_partner" | "entered" | "waitlisted" | "withdrawn"
            rating: number | null
            players: {
              user_id: number
              name: string
              accepted: boolean
              shown: boolean
            }[]
            entered_at: string
          }
        }
      }
    }
  }
  "competitions.withdrawCompetitionEntry": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        entryId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            division_id: number
            /** @enum {string} */
            status: "awaiting_partner" | "entered" | "waitlisted" | "withdrawn"
            rating: number | null
            players: {
              user_id: number
              name: string
              accepted: boolean
              shown: boolean
            }[]
            entered_at: string
          }
        }
      }
    }
  }
  "competitions.reportCompetitionScore": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        matchId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          ending: "played" | "retired" | "walkover"
          sets: {
            a: components["schemas"]["Int"]
            b: components["schemas"]["Int"]
            tiebreak?: {
              a: components["schemas"]["Int"]
              b: components["schemas"]["Int"]
            }
          }[]
          /** @enum {number} */
          winner?: 1 | 2
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            competition: {
              id: number
              name: string
              /** @enum {string} */
              format: "single_elimination" | "double_elimination" | "round_robin" | "groups_knockout" | "league"
              /** @enum {string} */
              sport: "tennis" | "padel" | "pickleball" | "squash"
            }
            division: {
              id: number
              competition_id: number
              name: string
              rating_min: number | null
              rating_max: number | null
              age_min: number | null
              age_max: number | null
              cap: number
              drawn_at: string | null
            }
            entries: {
              id: number
              division_id: number
              /** @enum {string} */
              status: "awaiting_partner" | "entered" | "waitlisted" | "withdrawn"
              rating: number | null
              players: {
                user_id: number
                name: string
                accepted: boolean
                shown: boolean
              }[]
              entered_at: string
              seed: number | null
            }[]
            matches: {
              id: number
              division_id: number
              key: string
              /** @enum {string} */
              stage: "main" | "consolation" | "losers" | "final" | "groups" | "knockout" | "league"
              round: number
              order: number
              group: number | null
              sides: [
                (
                  | {
                      entry: number
                    }
                  | {
                      winner: string
                    }
                  | {
                      loser: string
                    }
                  | {
                      place: {
                        group: number
                        rank: number
                      }
                    }
                ),
                (
                  | {
                      entry: number
                    }
                  | {
                      winner: string
                    }
                  | {
                      loser: string
                    }
                  | {
                      place: {
                        group: number
                        rank: number
                      }
                    }
                ),
              ]
              only_if_second_won: string | null
              score: {
                /** @enum {string} */
                ending: "played" | "retired" | "walkover"
                sets: {
                  a: components["schemas"]["Int"]
                  b: components["schemas"]["Int"]
                  tiebreak?: {
                    a: components["schemas"]["Int"]
                    b: components["schemas"]["Int"]
                  }
                }[]
                /** @enum {number} */
                winner?: 1 | 2
              } | null
              won: (1 | 2) | null
              reported_by: number | null
              confirmed_at: string | null
              scheduled: {
                reservation_id: number
                court_id: number
                court: string
                date: string
                hour_start: number
                hour_end: number
              } | null
              entry_ids: [number | null, number | null]
              due: boolean
              void: boolean
              confirmed: boolean
            }[]
            groups: {
              group: number
              table: {
                rank: number
                entry: number
                played: number
                won: number
                lost: number
                points: number
                sets_won: number
                sets_lost: number
                games_won: number
                games_lost: number
              }[]
            }[]
            table: {
              rank: number
              entry: number
              played: number
              won: number
              lost: number
              points: number
              sets_won: number
              sets_lost: number
              games_won: number
              games_lost: number
            }[]
            champion: number | null
          }
        }
      }
    }
  }
  "competitions.confirmCompetitionScore": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        matchId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            competition: {
              id: number
              name: string
              /** @enum {string} */
              format: "single_elimination" | "double_elimination" | "round_robin" | "groups_knockout" | "league"
              /** @enum {string} */
              sport: "tennis" | "padel" | "pickleball" | "squash"
            }
            division: {
              id: number
              competition_id: number
              name: string
              rating_min: number | null
              rating_max: number | null
              age_min: number | null
              age_max: number | null
              cap: number
              drawn_at: string | null
            }
            entries: {
              id: number
              division_id: number
              /** @enum {string} */
              status: "awaiting_partner" | "entered" | "waitlisted" | "withdrawn"
              rating: number | null
              players: {
                user_id: number
                name: string
                accepted: boolean
                shown: boolean
              }[]
              entered_at: string
              seed: number | null
            }[]
            matches: {
              id: number
              division_id: number
              key: string
              /** @enum {string} */
              stage: "main" | "consolation" | "losers" | "final" | "groups" | "knockout" | "league"
              round: number
              order: number
              group: number | null
              sides: [
                (
                  | {
                      entry: number
                    }
                  | {
                      winner: string
                    }
                  | {
                      loser: string
                    }
                  | {
                      place: {
                        group: number
                        rank: number
                      }
                    }
                ),
                (
                  | {
                      entry: number
                    }
                  | {
                      winner: string
                    }
                  | {
                      loser: string
                    }
                  | {
                      place: {
                        group: number
                        rank: number
                      }
                    }
                ),
              ]
              only_if_second_won: string | null
              score: {
                /** @enum {string} */
                ending: "played" | "retired" | "walkover"
                sets: {
                  a: components["schemas"]["Int"]
                  b: components["schemas"]["Int"]
                  tiebreak?: {
                    a: components["schemas"]["Int"]
                    b: components["schemas"]["Int"]
                  }
                }[]
                /** @enum {number} */
                winner?: 1 | 2
              } | null
              won: (1 | 2) | null
              reported_by: number | null
              confirmed_at: string | null
              scheduled: {
                reservation_id: number
                court_id: number
                court: string
                date: string
                hour_start: number
                hour_end: number
              } | null
              entry_ids: [number | null, number | null]
              due: boolean
              void: boolean
              confirmed: boolean
            }[]
            groups: {
              group: number
              table: {
                rank: number
                entry: number
                played: number
                won: number
                lost: number
                points: number
                sets_won: number
                sets_lost: number
                games_won: number
                games_lost: number
              }[]
            }[]
            table: {
              rank: number
              entry: number
              played: number
              won: number
              lost: number
              points: number
              sets_won: number
              sets_lost: number
              games_won: number
              games_lost: number
            }[]
            champion: number | null
          }
        }
      }
    }
  }
  "competitions.competitionEntryUnavailability": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        entryId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            times: {
              date: string
              hour_start: components["schemas"]["Int"]
              hour_end: components["schemas"]["Int"]
            }[]
          }
        }
      }
    }
  }
  "competitions.setCompetitionEntryUnavailability": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        entryId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          times: {
            date: string
            hour_start: components["schemas"]["Int"]
            hour_end: components["schemas"]["Int"]
          }[]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            times: {
              date: string
              hour_start: components["schemas"]["Int"]
              hour_end: components["schemas"]["Int"]
            }[]
          }
        }
      }
    }
  }
  "competitions.competitionMatchesOnDay": {
    parameters: {
      query: {
        date: string
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            competition: {
              id: number
              name: string
              /** @enum {string} */
              format: "single_elimination" | "double_elimination" | "round_robin" | "groups_knockout" | "league"
              /** @enum {string} */
              sport: "tennis" | "padel" | "pickleball" | "squash"
            }
            division: {
              id: number
              competition_id: number
              name: string
              rating_min: number | null
              rating_max: number | null
              age_min: number | null
              age_max: number | null
              cap: number
              drawn_at: string | null
            }
            entries: {
              id: number
              division_id: number
              /** @enum {string} */
              status: "awaiting_partner" | "entered" | "waitlisted" | "withdrawn"
              rating: number | null
              players: {
                user_id: number
                name: string
                accepted: boolean
                shown: boolean
              }[]
              entered_at: string
              seed: number | null
            }[]
            matches: {
              id: number
              division_id: number
              key: string
              /** @enum {string} */
              stage: "main" | "consolation" | "losers" | "final" | "groups" | "knockout" | "league"
              round: number
              order: number
              group: number | null
              sides: [
                (
                  | {
                      entry: number
                    }
                  | {
                      winner: string
                    }
                  | {
                      loser: string
                    }
                  | {
                      place: {
                        group: number
                        rank: number
                      }
                    }
                ),
                (
                  | {
                      entry: number
                    }
                  | {
                      winner: string
                    }
                  | {
                      loser: string
                    }
                  | {
                      place: {
                        group: number
                        rank: number
                      }
                    }
                ),
              ]
              only_if_second_won: string | null
              score: {
                /** @enum {string} */
                ending: "played" | "retired" | "walkover"
                sets: {
                  a: components["schemas"]["Int"]
                  b: components["schemas"]["Int"]
                  tiebreak?: {
                    a: components["schemas"]["Int"]
                    b: components["schemas"]["Int"]
                  }
                }[]
                /** @enum {number} */
                winner?: 1 | 2
              } | null
              won: (1 | 2) | null
              reported_by: number | null
              confirmed_at: string | null
              scheduled: {
                reservation_id: number
                court_id: number
                court: string
                date: string
                hour_start: number
                hour_end: number
              } | null
              entry_ids: [number | null, number | null]
              due: boolean
              void: boolean
              confirmed: boolean
            }[]
            groups: {
              group: number
              table: {
                rank: number
                entry: number
                played: number
                won: number
                lost: number
                points: number
                sets_won: number
                sets_lost: number
                games_won: number
                games_lost: number
              }[]
            }[]
            table: {
              rank: number
              entry: number
              played: number
              won: number
              lost: number
              points: number
              sets_won: number
              sets_lost: number
              games_won: number
              games_lost: number
            }[]
            champion: number | null
          }[]
        }
      }
    }
  }
  "competitions.moveCompetitionMatch": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        matchId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          date: string
          hour_start: components["schemas"]["Int"]
          court_id?: number
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            sheet: {
              competition: {
                id: number
                name: string
                /** @enum {string} */
                format: "single_elimination" | "double_elimination" | "round_robin" | "groups_knockout" | "league"
                /** @enum {string} */
                sport: "tennis" | "padel" | "pickleball" | "squash"
              }
              division: {
                id: number
                competition_id: number
                name: string
                rating_min: number | null
                rating_max: number | null
                age_min: number | null
                age_max: number | null
                cap: number
                drawn_at: string | null
              }
              entries: {
                id: number
                division_id: number
                /** @enum {string} */
                status: "awaiting_partner" | "entered" | "waitlisted" | "withdrawn"
                rating: number | null
                players: {
                  user_id: number
                  name: string
                  accepted: boolean
                  shown: boolean
                }[]
                entered_at: string
                seed: number | null
              }[]
              matches: {
                id: number
                division_id: number
                key: string
                /** @enum {string} */
                stage: "main" | "consolation" | "losers" | "final" | "groups" | "knockout" | "league"
                round: number
                order: number
                group: number | null
                sides: [
                  (
                    | {
                        entry: number
                      }
                    | {
                        winner: string
                      }
                    | {
                        loser: string
                      }
                    | {
                        place: {
                          group: number
                          rank: number
                        }
                      }
                  ),
                  (
                    | {
                        entry: number
                      }
                    | {
                        winner: string
                      }
                    | {
                        loser: string
                      }
                    | {
                        place: {
                          group: number
                          rank: number
                        }
                      }
                  ),
                ]
                only_if_second_won: string | null
                score: {
                  /** @enum {string} */
                  ending: "played" | "retired" | "walkover"
                  sets: {
                    a: components["schemas"]["Int"]
                    b: components["schemas"]["Int"]
                    tiebreak?: {
                      a: components["schemas"]["Int"]
                      b: components["schemas"]["Int"]
                    }
                  }[]
                  /** @enum {number} */
                  winner?: 1 | 2
                } | null
                won: (1 | 2) | null
                reported_by: number | null
                confirmed_at: string | null
                scheduled: {
                  reservation_id: number
                  court_id: number
                  court: string
                  date: string
                  hour_start: number
                  hour_end: number
                } | null
                entry_ids: [number | null, number | null]
                due: boolean
                void: boolean
                confirmed: boolean
              }[]
              groups: {
                group: number
                table: {
                  rank: number
                  entry: number
                  played: number
                  won: number
                  lost: number
                  points: number
                  sets_won: number
                  sets_lost: number
                  games_won: number
                  games_lost: number
                }[]
              }[]
              table: {
                rank: number
                entry: number
                played: number
                won: number
                lost: number
                points: number
                sets_won: number
                sets_lost: number
                games_won: number
                games_lost: number
              }[]
              champion: number | null
            }
            moved: string[]
          }
        }
      }
    }
  }
  "openGames.findGames": {
    parameters: {
      query: {
        date: string
        days?: number
        hour_start?: number
        hour_end?: number
        rating_kind: string
        rating?: number
        for_user_id?: number
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            rating_kind: string
            rating: number | null
            sessions: {
              id: number
              facility_id: number
              name: string
              /** @enum {string} */
              format: "singles" | "doubles" | "round_robin"
              play_date: string
              hour_start: number
              hour_end: number
              court_ids: number[]
              rating_kind: string
              rating_min: number | null
              rating_max: number | null
              price: number
              cap: number
              reservation_id: number
              /** @enum {string} */
              status: "open" | "arranged" | "cancelled"
              created_by: number | null
              range: string
              price_label: string
              currency: string
              currency_decimals: number
              joined: number
              waitlisted: number
              my_rating: number | null
              fits: boolean
              players: {
                session_id: number
                user_id: number
                name: string
                rating: number | null
                /** @enum {string} */
                status: "joined" | "waitlisted"
                mine: boolean
              }[]
              games: {
                id: number
                session_id: number
                round: number
                court_id: number
                team1: number[]
                team2: number[]
                winner_team: (1 | 2) | null
                score: string | null
              }[]
              date: string
            }[]
            bookings: {
              reservation_id: number
              facility_id: number
              rating_kind: string
              rating_min: number | null
              rating_max: number | null
              wanted: number
              note: string | null
              opened_by: number
              court_id: number
              court_name: string
              date: string
              hour_start: number
              hour_end: number
              reservation_type: number
              players: number
              joined: number
              range: string
              room: number
              booker: string
              asked: ("asked" | "accepted" | "declined" | "withdrawn") | null
            }[]
          }
        }
      }
    }
  }
  "openGames.openGame": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          rating_kind: string
          rating_min?: number | null
          rating_max?: number | null
          wanted: components["schemas"]["Int"]
          note?: string | null
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            reservation_id: number
            facility_id: number
            rating_kind: string
            rating_min: number | null
            rating_max: number | null
            wanted: number
            note: string | null
            opened_by: number
            range: string
          }
        }
      }
    }
  }
  "openGames.closeGame": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "openGames.askToJoin": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          for_user_id?: number
          message?: string
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            reservation_id: number
            user_id: number
            name: string
            asked_by: number | null
            rating: number | null
            message: string | null
            /** @enum {string} */
            status: "asked" | "accepted" | "declined" | "withdrawn"
            court_name: string
            date: string
            hour_start: number
            hour_end: number
          }
        }
      }
    }
  }
  "openGames.joinRequests": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            to_me: {
              id: number
              facility_id: number
              reservation_id: number
              user_id: number
              name: string
              asked_by: number | null
              rating: number | null
              message: string | null
              /** @enum {string} */
              status: "asked" | "accepted" | "declined" | "withdrawn"
              court_name: string
              date: string
              hour_start: number
              hour_end: number
            }[]
            mine: {
              id: number
              facility_id: number
              reservation_id: number
              user_id: number
              name: string
              asked_by: number | null
              rating: number | null
              message: string | null
              /** @enum {string} */
              status: "asked" | "accepted" | "declined" | "withdrawn"
              court_name: string
              date: string
              hour_start: number
              hour_end: number
            }[]
          }
        }
      }
    }
  }
  "openGames.acceptJoinRequest": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            reservation_id: number
            user_id: number
            name: string
            asked_by: number | null
            rating: number | null
            message: string | null
            /** @enum {string} */
            status: "asked" | "accepted" | "declined" | "withdrawn"
            court_name: string
            date: string
            hour_start: number
            hour_end: number
          }
        }
      }
    }
  }
  "openGames.declineJoinRequest": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            reservation_id: number
            user_id: number
            name: string
            asked_by: number | null
            rating: number | null
            message: string | null
            /** @enum {string} */
            status: "asked" | "accepted" | "declined" | "withdrawn"
            court_name: string
            date: string
            hour_start: number
            hour_end: number
          }
        }
      }
    }
  }
  "openGames.withdrawJoinRequest": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "partnerApps.partnerApps": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            name: string
            homepage_url: string | null
            client_id: string
            redirect_uris: string[]
            confidential: boolean
            /** @enum {string} */
            scope: "read" | "write" | "admin"
            rate_per_minute: number
            facility_id: number | null
            created_at: string
            retired_at: string | null
          }[]
        }
      }
    }
  }
  "partnerApps.registerPartnerApp": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          homepage_url?: string | null
          redirect_uris?: string[]
          confidential: boolean
          /** @enum {string} */
          scope: "read" | "write" | "admin"
          rate_per_minute?: components["schemas"]["Int"]
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            app: {
              id: number
              name: string
              homepage_url: string | null
              client_id: string
              redirect_uris: string[]
              confidential: boolean
              /** @enum {string} */
              scope: "read" | "write" | "admin"
              rate_per_minute: number
              facility_id: number | null
              created_at: string
              retired_at: string | null
            }
            client_secret: string | null
          }
        }
      }
    }
  }
  "partnerApps.retirePartnerApp": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "partnerApps.consentRequest": {
    parameters: {
      query: {
        response_type: string
        client_id: string
        redirect_uri: string
        scope?: string
        state?: string
        code_challenge: string
        code_challenge_method: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            app: {
              name: string
              homepage_url: string | null
            }
            /** @enum {string} */
            scope: "read" | "write" | "admin"
            facility_ids: number[]
          }
        }
      }
    }
  }
  "partnerApps.consent": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": {
          response_type: string
          client_id: string
          redirect_uri: string
          scope?: string
          state?: string
          code_challenge: string
          code_challenge_method: string
          facility_id: string
          approve: components["schemas"]["BooleanFromString"]
          csrf_token?: string
        }
      }
    }
    responses: never
  }
  "partnerApps.oauthToken": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": {
          grant_type: string
          code?: string
          redirect_uri?: string
          code_verifier?: string
          refresh_token?: string
          scope?: string
          facility_id?: string
          client_id?: string
          client_secret?: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            access_token: string
            /** @enum {string} */
            token_type: "Bearer"
            expires_in: number
            refresh_token?: string
            /** @enum {string} */
            scope: "read" | "write" | "admin"
            facility_id: number
          }
        }
      }
    }
  }
  "partnerApps.oauthRevoke": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": {
          token: string
          token_type_hint?: string
          client_id?: string
          client_secret?: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "partnerApps.oauthIntrospect": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": {
          token: string
          token_type_hint?: string
          client_id?: string
          client_secret?: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json":
            | {
                /** @enum {boolean} */
                active: false
              }
            | {
                /** @enum {boolean} */
                active: true
                /** @enum {string} */
                scope: "read" | "write" | "admin"
                client_id: string
                /** @enum {string} */
                token_type: "Bearer" | "refresh_token"
                sub: string
                iat: number
                exp: number
                facility_id: number
              }
        }
      }
    }
  }
  "partnerApps.authorizationServerMetadata": {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            issuer: string
            authorization_endpoint: string
            token_endpoint: string
            revocation_endpoint: string
            introspection_endpoint: string
            response_types_supported: string[]
            grant_types_supported: string[]
            code_challenge_methods_supported: string[]
            token_endpoint_auth_methods_supported: string[]
            revocation_endpoint_auth_methods_supported: string[]
            introspection_endpoint_auth_methods_supported: string[]
            scopes_supported: string[]
            service_documentation: string
          }
        }
      }
    }
  }
  "partnerApps.clubApps": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            name: string
            homepage_url: string | null
            client_id: string
            redirect_uris: string[]
            confidential: boolean
            /** @enum {string} */
            scope: "read" | "write" | "admin"
            rate_per_minute: number
            facility_id: number | null
            created_at: string
            retired_at: string | null
          }[]
        }
      }
    }
  }
  "partnerApps.registerClubApp": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          name: string
          homepage_url?: string | null
          redirect_uris?: string[]
          confidential: boolean
          /** @enum {string} */
          scope: "read" | "write" | "admin"
          rate_per_minute?: components["schemas"]["Int"]
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            app: {
              id: number
              name: string
              homepage_url: string | null
              client_id: string
              redirect_uris: string[]
              confidential: boolean
              /** @enum {string} */
              scope: "read" | "write" | "admin"
              rate_per_minute: number
              facility_id: number | null
              created_at: string
              retired_at: string | null
            }
            client_secret: string | null
          }
        }
      }
    }
  }
  "partnerApps.retireClubApp": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        appId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "partnerApps.appGrants": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            app_id: number
            app_name: string
            user_id: number
            granted_by: string
            /** @enum {string} */
            scope: "read" | "write" | "admin"
            created_at: string
            revoked_at: string | null
          }[]
        }
      }
    }
  }
  "partnerApps.revokeAppGrant": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        grantId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "payments.payPending": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          method:
            | "cash"
            | "card"
            | "bolt"
            | "card_reader"
            | "check"
            | "prepaid"
            | "adjustment"
            | "accounts_receivable"
            | "ach"
          ru_id?: number
          use_credits?: boolean
          custom_price?: components["schemas"]["Int"]
          coupon_code?: string
          payment_intent_id?: string
          device_id?: string
          card_id?: number
          ach_token_id?: number
          user_id?: number
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            reservation: {
              id: number
              facility_id: number
              court_id: number
              date: string
              hour_start: number
              hour_end: number
              starts_at: string
              ends_at: string
              /** @enum {string} */
              kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
              subkind: string | null
              /** @enum {string} */
              status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
              reservation_type: number
              created_by: number | null
              teacher_id: number | null
              allow_cancel: boolean
              official_match: boolean
              guest_name: string | null
              parent_id: number | null
              users: {
                id: number
                user_id: number | null
                name: string
                rating: number | null
                team: number | null
                guest: boolean
              }[]
              fees: {
                id: number
                user_index: number | null
                ru_id: number | null
                amount: number
              }[]
              totals: {
                total: number
              }
              info_text: string
            }
            payments: {
              id: number
              facility_id: number
              payable_type: string
              payable_id: number | null
              reservation_id: number | null
              payer_id: number | null
              staff_id: number | null
              method: string
              method_label: string
              type_group: string
              type_group_label: string
              amount: number
              /** @enum {string} */
              status:
                | "pending"
                | "paid"
                | "partially_refunded"
                | "totally_refunded"
                | "refunded_to_credit"
                | "failed"
                | "cancelled"
              refunded: number
              refundable: number
              refund_of: number | null
              to_credit: boolean
              custom_price: boolean
              coupon_code: string | null
              payment_intent_id: string | null
              device_id: string | null
              business_date: string
              created_at: string
            }[]
            pending: {
              ru_id: number | null
              due: number
              paid: number
              pending: number
            }[]
          }
        }
      }
    }
  }
  "payments.reservationPayments": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            payments: {
              id: number
              facility_id: number
              payable_type: string
              payable_id: number | null
              reservation_id: number | null
              payer_id: number | null
              staff_id: number | null
              method: string
              method_label: string
              type_group: string
              type_group_label: string
              amount: number
              /** @enum {string} */
              status:
                | "pending"
                | "paid"
                | "partially_refunded"
                | "totally_refunded"
                | "refunded_to_credit"
                | "failed"
                | "cancelled"
              refunded: number
              refundable: number
              refund_of: number | null
              to_credit: boolean
              custom_price: boolean
              coupon_code: string | null
              payment_intent_id: string | null
              device_id: string | null
              business_date: string
              created_at: string
            }[]
            pending: {
              ru_id: number | null
              due: number
              paid: number
              pending: number
            }[]
          }
        }
      }
    }
  }
  "payments.balance": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        facilityId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            user_id: number
            facility_id: number
            balance: number
            currency: string
            currency_decimals: number
            lots: {
              id: number
              source: string
              amount: number
              left: number
              reason: string | null
              created_at: string
            }[]
          }
        }
      }
    }
  }
  "payments.addDebit": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        facilityId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          amount: components["schemas"]["Int"]
          reason: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            user_id: number
            facility_id: number
            balance: number
            currency: string
            currency_decimals: number
            lots: {
              id: number
              source: string
              amount: number
              left: number
              reason: string | null
              created_at: string
            }[]
          }
        }
      }
    }
  }
  "payments.buyCredits": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        facilityId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          amount: components["schemas"]["Int"]
          /** @enum {string} */
          method:
            | "cash"
            | "card"
            | "bolt"
            | "card_reader"
            | "check"
            | "prepaid"
            | "adjustment"
            | "accounts_receivable"
            | "ach"
          payment_intent_id?: string
          device_id?: string
          card_id?: number
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            user_id: number
            facility_id: number
            balance: number
            currency: string
            currency_decimals: number
            lots: {
              id: number
              source: string
              amount: number
              left: number
              reason: string | null
              created_at: string
            }[]
          }
        }
      }
    }
  }
  "payments.addDebitForPlayers": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        facilityId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          user_ids: number[]
          amount: components["schemas"]["Int"]
          reason: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            user_id: number
            facility_id: number
            balance: number
            currency: string
            currency_decimals: number
            lots: {
              id: number
              source: string
              amount: number
              left: number
              reason: string | null
              created_at: string
            }[]
          }[]
        }
      }
    }
  }
  "payments.refund": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          amount?: components["schemas"]["Int"]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": 5120,
             *       "facility_id": 7,
             *       "payable_type": "Reservation",
             *       "payable_id": 812,
             *       "reservation_id": 812,
             *       "payer_id": 431,
             *       "staff_id": 12,
             *       "method": "cash",
             *       "method_label": "Cash",
             *       "type_group": "cash",
             *       "type_group_label": "Cash",
             *       "amount": 3000,
             *       "status": "partially_refunded",
             *       "refunded": 1000,
             *       "refundable": 2000,
             *       "refund_of": null,
             *       "to_credit": false,
             *       "custom_price": false,
             *       "coupon_code": null,
             *       "payment_intent_id": null,
             *       "device_id": null,
             *       "business_date": "2026-12-05",
             *       "created_at": "2026-12-05T17:02:11.482Z"
             *     }
             */
            payment: {
              id: number
              facility_id: number
              payable_type: string
              payable_id: number | null
              reservation_id: number | null
              payer_id: number | null
              staff_id: number | null
              method: string
              method_label: string
              type_group: string
              type_group_label: string
              amount: number
              /** @enum {string} */
              status:
                | "pending"
                | "paid"
                | "partially_refunded"
                | "totally_refunded"
                | "refunded_to_credit"
                | "failed"
                | "cancelled"
              refunded: number
              refundable: number
              refund_of: number | null
              to_credit: boolean
              custom_price: boolean
              coupon_code: string | null
              payment_intent_id: string | null
              device_id: string | null
              business_date: string
              created_at: string
            }
            /**
             * @example {
             *       "id": 5120,
             *       "facility_id": 7,
             *       "payable_type": "Reservation",
             *       "payable_id": 812,
             *       "reservation_id": 812,
             *       "payer_id": 431,
             *       "staff_id": 12,
             *       "method": "cash",
             *       "method_label": "Cash",
             *       "type_group": "cash",
             *       "type_group_label": "Cash",
             *       "amount": 3000,
             *       "status": "partially_refunded",
             *       "refunded": 1000,
             *       "refundable": 2000,
             *       "refund_of": null,
             *       "to_credit": false,
             *       "custom_price": false,
             *       "coupon_code": null,
             *       "payment_intent_id": null,
             *       "device_id": null,
             *       "business_date": "2026-12-05",
             *       "created_at": "2026-12-05T17:02:11.482Z"
             *     }
             */
            refund: {
              id: number
              facility_id: number
              payable_type: string
              payable_id: number | null
              reservation_id: number | null
              payer_id: number | null
              staff_id: number | null
              method: string
              method_label: string
              type_group: string
              type_group_label: string
              amount: number
              /** @enum {string} */
              status:
                | "pending"
                | "paid"
                | "partially_refunded"
                | "totally_refunded"
                | "refunded_to_credit"
                | "failed"
                | "cancelled"
              refunded: number
              refundable: number
              refund_of: number | null
              to_credit: boolean
              custom_price: boolean
              coupon_code: string | null
              payment_intent_id: string | null
              device_id: string | null
              business_date: string
              created_at: string
            }
          }
        }
      }
    }
  }
  "payments.refundToCredit": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          amount?: components["schemas"]["Int"]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": 5120,
             *       "facility_id": 7,
             *       "payable_type": "Reservation",
             *       "payable_id": 812,
             *       "reservation_id": 812,
             *       "payer_id": 431,
             *       "staff_id": 12,
             *       "method": "cash",
             *       "method_label": "Cash",
             *       "type_group": "cash",
             *       "type_group_label": "Cash",
             *       "amount": 3000,
             *       "status": "partially_refunded",
             *       "refunded": 1000,
             *       "refundable": 2000,
             *       "refund_of": null,
             *       "to_credit": false,
             *       "custom_price": false,
             *       "coupon_code": null,
             *       "payment_intent_id": null,
             *       "device_id": null,
             *       "business_date": "2026-12-05",
             *       "created_at": "2026-12-05T17:02:11.482Z"
             *     }
             */
            payment: {
              id: number
              facility_id: number
              payable_type: string
              payable_id: number | null
              reservation_id: number | null
              payer_id: number | null
              staff_id: number | null
              method: string
              method_label: string
              type_group: string
              type_group_label: string
              amount: number
              /** @enum {string} */
              status:
                | "pending"
                | "paid"
                | "partially_refunded"
                | "totally_refunded"
                | "refunded_to_credit"
                | "failed"
                | "cancelled"
              refunded: number
              refundable: number
              refund_of: number | null
              to_credit: boolean
              custom_price: boolean
              coupon_code: string | null
              payment_intent_id: string | null
              device_id: string | null
              business_date: string
              created_at: string
            }
            /**
             * @example {
             *       "id": 5120,
             *       "facility_id": 7,
             *       "payable_type": "Reservation",
             *       "payable_id": 812,
             *       "reservation_id": 812,
             *       "payer_id": 431,
             *       "staff_id": 12,
             *       "method": "cash",
             *       "method_label": "Cash",
             *       "type_group": "cash",
             *       "type_group_label": "Cash",
             *       "amount": 3000,
             *       "status": "partially_refunded",
             *       "refunded": 1000,
             *       "refundable": 2000,
             *       "refund_of": null,
             *       "to_credit": false,
             *       "custom_price": false,
             *       "coupon_code": null,
             *       "payment_intent_id": null,
             *       "device_id": null,
             *       "business_date": "2026-12-05",
             *       "created_at": "2026-12-05T17:02:11.482Z"
             *     }
             */
            refund: {
              id: number
              facility_id: number
              payable_type: string
              payable_id: number | null
              reservation_id: number | null
              payer_id: number | null
              staff_id: number | null
              method: string
              method_label: string
              type_group: string
              type_group_label: string
              amount: number
              /** @enum {string} */
              status:
                | "pending"
                | "paid"
                | "partially_refunded"
                | "totally_refunded"
                | "refunded_to_credit"
                | "failed"
                | "cancelled"
              refunded: number
              refundable: number
              refund_of: number | null
              to_credit: boolean
              custom_price: boolean
              coupon_code: string | null
              payment_intent_id: string | null
              device_id: string | null
              business_date: string
              created_at: string
            }
          }
        }
      }
    }
  }
  "payments.partialRefund": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          amount: components["schemas"]["Int"]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": 5120,
             *       "facility_id": 7,
             *       "payable_type": "Reservation",
             *       "payable_id": 812,
             *       "reservation_id": 812,
             *       "payer_id": 431,
             *       "staff_id": 12,
             *       "method": "cash",
             *       "method_label": "Cash",
             *       "type_group": "cash",
             *       "type_group_label": "Cash",
             *       "amount": 3000,
             *       "status": "partially_refunded",
             *       "refunded": 1000,
             *       "refundable": 2000,
             *       "refund_of": null,
             *       "to_credit": false,
             *       "custom_price": false,
             *       "coupon_code": null,
             *       "payment_intent_id": null,
             *       "device_id": null,
             *       "business_date": "2026-12-05",
             *       "created_at": "2026-12-05T17:02:11.482Z"
             *     }
             */
            payment: {
              id: number
              facility_id: number
              payable_type: string
              payable_id: number | null
              reservation_id: number | null
              payer_id: number | null
              staff_id: number | null
              method: string
              method_label: string
              type_group: string
              type_group_label: string
              amount: number
              /** @enum {string} */
              status:
                | "pending"
                | "paid"
                | "partially_refunded"
                | "totally_refunded"
                | "refunded_to_credit"
                | "failed"
                | "cancelled"
              refunded: number
              refundable: number
              refund_of: number | null
              to_credit: boolean
              custom_price: boolean
              coupon_code: string | null
              payment_intent_id: string | null
              device_id: string | null
              business_date: string
              created_at: string
            }
            /**
             * @example {
             *       "id": 5120,
             *       "facility_id": 7,
             *       "payable_type": "Reservation",
             *       "payable_id": 812,
             *       "reservation_id": 812,
             *       "payer_id": 431,
             *       "staff_id": 12,
             *       "method": "cash",
             *       "method_label": "Cash",
             *       "type_group": "cash",
             *       "type_group_label": "Cash",
             *       "amount": 3000,
             *       "status": "partially_refunded",
             *       "refunded": 1000,
             *       "refundable": 2000,
             *       "refund_of": null,
             *       "to_credit": false,
             *       "custom_price": false,
             *       "coupon_code": null,
             *       "payment_intent_id": null,
             *       "device_id": null,
             *       "business_date": "2026-12-05",
             *       "created_at": "2026-12-05T17:02:11.482Z"
             *     }
             */
            refund: {
              id: number
              facility_id: number
              payable_type: string
              payable_id: number | null
              reservation_id: number | null
              payer_id: number | null
              staff_id: number | null
              method: string
              method_label: string
              type_group: string
              type_group_label: string
              amount: number
              /** @enum {string} */
              status:
                | "pending"
                | "paid"
                | "partially_refunded"
                | "totally_refunded"
                | "refunded_to_credit"
                | "failed"
                | "cancelled"
              refunded: number
              refundable: number
              refund_of: number | null
              to_credit: boolean
              custom_price: boolean
              coupon_code: string | null
              payment_intent_id: string | null
              device_id: string | null
              business_date: string
              created_at: string
            }
          }
        }
      }
    }
  }
  "payments.requestAchRefund": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          amount?: components["schemas"]["Int"]
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            /**
             * @example {
             *       "id": 5120,
             *       "facility_id": 7,
             *       "payable_type": "Reservation",
             *       "payable_id": 812,
             *       "reservation_id": 812,
             *       "payer_id": 431,
             *       "staff_id": 12,
             *       "method": "cash",
             *       "method_label": "Cash",
             *       "type_group": "cash",
             *       "type_group_label": "Cash",
             *       "amount": 3000,
             *       "status": "partially_refunded",
             *       "refunded": 1000,
             *       "refundable": 2000,
             *       "refund_of": null,
             *       "to_credit": false,
             *       "custom_price": false,
             *       "coupon_code": null,
             *       "payment_intent_id": null,
             *       "device_id": null,
             *       "business_date": "2026-12-05",
             *       "created_at": "2026-12-05T17:02:11.482Z"
             *     }
             */
            payment: {
              id: number
              facility_id: number
              payable_type: string
              payable_id: number | null
              reservation_id: number | null
              payer_id: number | null
              staff_id: number | null
              method: string
              method_label: string
              type_group: string
              type_group_label: string
              amount: number
              /** @enum {string} */
              status:
                | "pending"
                | "paid"
                | "partially_refunded"
                | "totally_refunded"
                | "refunded_to_credit"
                | "failed"
                | "cancelled"
              refunded: number
              refundable: number
              refund_of: number | null
              to_credit: boolean
              custom_price: boolean
              coupon_code: string | null
              payment_intent_id: string | null
              device_id: string | null
              business_date: string
              created_at: string
            }
            /**
             * @example {
             *       "id": 5120,
             *       "facility_id": 7,
             *       "payable_type": "Reservation",
             *       "payable_id": 812,
             *       "reservation_id": 812,
             *       "payer_id": 431,
             *       "staff_id": 12,
             *       "method": "cash",
             *       "method_label": "Cash",
             *       "type_group": "cash",
             *       "type_group_label": "Cash",
             *       "amount": 3000,
             *       "status": "partially_refunded",
             *       "refunded": 1000,
             *       "refundable": 2000,
             *       "refund_of": null,
             *       "to_credit": false,
             *       "custom_price": false,
             *       "coupon_code": null,
             *       "payment_intent_id": null,
             *       "device_id": null,
             *       "business_date": "2026-12-05",
             *       "created_at": "2026-12-05T17:02:11.482Z"
             *     }
             */
            refund: {
              id: number
              facility_id: number
              payable_type: string
              payable_id: number | null
              reservation_id: number | null
              payer_id: number | null
              staff_id: number | null
              method: string
              method_label: string
              type_group: string
              type_group_label: string
              amount: number
              /** @enum {string} */
              status:
                | "pending"
                | "paid"
                | "partially_refunded"
                | "totally_refunded"
                | "refunded_to_credit"
                | "failed"
                | "cancelled"
              refunded: number
              refundable: number
              refund_of: number | null
              to_credit: boolean
              custom_price: boolean
              coupon_code: string | null
              payment_intent_id: string | null
              device_id: string | null
              business_date: string
              created_at: string
            }
          }
        }
      }
    }
  }
  "payments.userPayments": {
    parameters: {
      query?: {
        user_id?: number
        facility_id?: number
        limit?: number
        starting_after?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json":
            | {
                id: number
                facility_id: number
                payable_type: string
                payable_id: number | null
                reservation_id: number | null
                payer_id: number | null
                staff_id: number | null
                method: string
                method_label: string
                type_group: string
                type_group_label: string
                amount: number
                /** @enum {string} */
                status:
                  | "pending"
                  | "paid"
                  | "partially_refunded"
                  | "totally_refunded"
                  | "refunded_to_credit"
                  | "failed"
                  | "cancelled"
                refunded: number
                refundable: number
                refund_of: number | null
                to_credit: boolean
                custom_price: boolean
                coupon_code: string | null
                payment_intent_id: string | null
                device_id: string | null
                business_date: string
                created_at: string
              }[]
            | components["schemas"]["PaymentList"]
        }
      }
    }
  }
  "payments.pendingPayments": {
    parameters: {
      query?: {
        user_id?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            reservation: {
              id: number
              facility_id: number
              court_id: number
              date: string
              hour_start: number
              hour_end: number
              starts_at: string
              ends_at: string
              /** @enum {string} */
              kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
              subkind: string | null
              /** @enum {string} */
              status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
              reservation_type: number
              created_by: number | null
              teacher_id: number | null
              allow_cancel: boolean
              official_match: boolean
              guest_name: string | null
              parent_id: number | null
              users: {
                id: number
                user_id: number | null
                name: string
                rating: number | null
                team: number | null
                guest: boolean
              }[]
              fees: {
                id: number
                user_index: number | null
                ru_id: number | null
                amount: number
              }[]
              totals: {
                total: number
              }
              info_text: string
            }
            items: {
              ru_id: number | null
              due: number
              paid: number
              pending: number
            }[]
            pending: number
          }[]
        }
      }
    }
  }
  "payments.closeReport": {
    parameters: {
      query: {
        date: string
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            facility_id: number
            date: string
            currency: string
            currency_decimals: number
            groups: {
              type_group: string
              label: string
              total: number
              methods: {
                method: string
                label: string
                count: number
                total: number
                /** @enum {string} */
                moves: "money" | "value"
              }[]
            }[]
            money_taken: {
              total: number
              count: number
            }
            by_sale: {
              /** @enum {string} */
              sold:
                | "courts"
                | "lessons"
                | "lesson_packages"
                | "clinics"
                | "memberships"
                | "shop"
                | "club_credits"
                | "club_accounts"
                | "competitions"
                | "other"
              label: string
              money: number
              value: number
              count: number
            }[]
            shop_by_tax: {
              tax_rate: number
              net: number
              tax: number
              gross: number
            }[]
            paid_earlier: {
              reservation_id: number
              series_id: number | null
              court_id: number
              court_name: string
              hour_start: number
              paid_on: string
              amount: number
            }[]
            value_moved: {
              total: number
              count: number
            }
            net: number
            count: number
          }
        }
      }
    }
  }
  "coupons.exchange": {
    parameters: {
      query: {
        facility_id: number
        item?: "reservation" | "lesson" | "clinic" | "membership" | "product"
      }
      header?: never
      path: {
        code: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            code: string
            kind: string
            percent: number | null
            amount: number | null
            valid: boolean
            problem: string | null
          }
        }
      }
    }
  }
  "coupons.list": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            code: string
            /** @enum {string} */
            kind: "percent" | "amount"
            percent: number | null
            amount: number | null
            valid_from: string | null
            valid_until: string | null
            max_uses: number | null
            max_uses_per_player: number | null
            applies_to: ("reservation" | "lesson" | "clinic" | "membership" | "product")[]
            active: boolean
            uses: number
          }[]
        }
      }
    }
  }
  "coupons.create": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          code: string
          /** @enum {string} */
          kind: "percent" | "amount"
          percent?: number | null
          amount?: components["schemas"]["Int"] | null
          valid_from?: string | null
          valid_until?: string | null
          max_uses?: components["schemas"]["Int"] | null
          max_uses_per_player?: components["schemas"]["Int"] | null
          applies_to?: ("reservation" | "lesson" | "clinic" | "membership" | "product")[]
          active?: boolean
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            code: string
            /** @enum {string} */
            kind: "percent" | "amount"
            percent: number | null
            amount: number | null
            valid_from: string | null
            valid_until: string | null
            max_uses: number | null
            max_uses_per_player: number | null
            applies_to: ("reservation" | "lesson" | "clinic" | "membership" | "product")[]
            active: boolean
            uses: number
          }
        }
      }
    }
  }
  "coupons.update": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        couponId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          code: string
          /** @enum {string} */
          kind: "percent" | "amount"
          percent?: number | null
          amount?: components["schemas"]["Int"] | null
          valid_from?: string | null
          valid_until?: string | null
          max_uses?: components["schemas"]["Int"] | null
          max_uses_per_player?: components["schemas"]["Int"] | null
          applies_to?: ("reservation" | "lesson" | "clinic" | "membership" | "product")[]
          active?: boolean
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            code: string
            /** @enum {string} */
            kind: "percent" | "amount"
            percent: number | null
            amount: number | null
            valid_from: string | null
            valid_until: string | null
            max_uses: number | null
            max_uses_per_player: number | null
            applies_to: ("reservation" | "lesson" | "clinic" | "membership" | "product")[]
            active: boolean
            uses: number
          }
        }
      }
    }
  }
  "coupons.delete": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        couponId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            code: string
            /** @enum {string} */
            kind: "percent" | "amount"
            percent: number | null
            amount: number | null
            valid_from: string | null
            valid_until: string | null
            max_uses: number | null
            max_uses_per_player: number | null
            applies_to: ("reservation" | "lesson" | "clinic" | "membership" | "product")[]
            active: boolean
            uses: number
          }
        }
      }
    }
  }
  "cards.list": {
    parameters: {
      query?: {
        facility_id?: number
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            user_id: number
            provider: string
            brand: string
            last4: string
            expiry: string | null
            name_on_card: string
            is_default: boolean
            created_at: string
            user_token_id: number
          }[]
        }
      }
    }
  }
  "cards.add": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
          token: string
          expiry: string
          name_on_card: string
          make_default?: boolean
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            user_id: number
            provider: string
            brand: string
            last4: string
            expiry: string | null
            name_on_card: string
            is_default: boolean
            created_at: string
            user_token_id: number
          }
        }
      }
    }
  }
  "cards.remove": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        tokenId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "cards.setDefault": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          card_id: number
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            user_id: number
            provider: string
            brand: string
            last4: string
            expiry: string | null
            name_on_card: string
            is_default: boolean
            created_at: string
            user_token_id: number
          }
        }
      }
    }
  }
  "cards.removeChosen": {
    parameters: {
      query: {
        card_id: number
      }
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "cards.providers": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            facility_id: number
            cards: {
              available: boolean
              test_mode: boolean
            }
            ach: {
              available: boolean
            }
            regional: {
              key: string
              name: string
              currency: string
            }[]
          }
        }
      }
    }
  }
  "terminals.list": {
    parameters: {
      query?: {
        limit?: number
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            reader_id: string
            label: string
            location: string | null
            is_default: boolean
            device_type: string | null
            serial_number: string | null
            status: string
            action: {
              type: string
              status: string
              payment_intent_id: string | null
              failure_message: string | null
            } | null
          }[]
        }
      }
    }
  }
  "terminals.register": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          registration_code: string
          label: string
          location?: string
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            reader_id: string
            label: string
            location: string | null
            is_default: boolean
            device_type: string | null
            serial_number: string | null
            status: string
            action: {
              type: string
              status: string
              payment_intent_id: string | null
              failure_message: string | null
            } | null
          }
        }
      }
    }
  }
  "terminals.locations": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: string
            display_name: string
            address: string
          }[]
        }
      }
    }
  }
  "terminals.connectionToken": {
    parameters: {
      query?: {
        location?: string
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            secret: string
          }
        }
      }
    }
  }
  "terminals.remove": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        readerId: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "terminals.setDefault": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          reader_id: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            reader_id: string
            label: string
            location: string | null
            is_default: boolean
            device_type: string | null
            serial_number: string | null
            status: string
            action: {
              type: string
              status: string
              payment_intent_id: string | null
              failure_message: string | null
            } | null
          }
        }
      }
    }
  }
  "terminals.startPayment": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          amount: components["schemas"]["Int"]
          device_id?: string
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            payment_intent_id: string
            amount: number
            currency: string
            status: string
            device_id: string | null
            reader_action: string | null
            failure_message: string | null
          }
        }
      }
    }
  }
  "terminals.payment": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
        intent: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            payment_intent_id: string
            amount: number
            currency: string
            status: string
            device_id: string | null
            reader_action: string | null
            failure_message: string | null
          }
        }
      }
    }
  }
  "terminals.cancelPayment": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        intent: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            payment_intent_id: string
            amount: number
            currency: string
            status: string
            device_id: string | null
            reader_action: string | null
            failure_message: string | null
          }
        }
      }
    }
  }
  "terminals.capture": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          payment_intent_id: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            payment_intent_id: string
            amount: number
            currency: string
            status: string
            device_id: string | null
            reader_action: string | null
            failure_message: string | null
          }
        }
      }
    }
  }
  "terminals.cancelDevice": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            reader_id: string
            label: string
            location: string | null
            is_default: boolean
            device_type: string | null
            serial_number: string | null
            status: string
            action: {
              type: string
              status: string
              payment_intent_id: string | null
              failure_message: string | null
            } | null
          }
        }
      }
    }
  }
  "terminals.presentTestCard": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            reader_id: string
            label: string
            location: string | null
            is_default: boolean
            device_type: string | null
            serial_number: string | null
            status: string
            action: {
              type: string
              status: string
              payment_intent_id: string | null
              failure_message: string | null
            } | null
          }
        }
      }
    }
  }
  "webhooks.stripe": {
    parameters: {
      query?: {
        facility_id?: number
      }
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            received: boolean
            duplicate: boolean
            settled: number
          }
        }
      }
    }
  }
  "bankTransfers.listBankAccounts": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            holder_name: string
            last4: string
            nickname: string | null
            created_at: string
          }[]
        }
      }
    }
  }
  "bankTransfers.addBankAccount": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          bank_account: {
            holder_name: string
            routing_number: string
            account_number: string
            nickname?: string
          }
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            holder_name: string
            last4: string
            nickname: string | null
            created_at: string
          }
        }
      }
    }
  }
  "bankTransfers.removeBankAccount": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        bankAccountId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "bankTransfers.listAchTokens": {
    parameters: {
      query?: {
        user_id?: number
        facility_id?: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            user_id: number
            bank_name: string
            last4: string
            created_at: string
          }[]
        }
      }
    }
  }
  "bankTransfers.addAchToken": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
          ach_token: string
          user_id?: number
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            user_id: number
            bank_name: string
            last4: string
            created_at: string
          }
        }
      }
    }
  }
  "bankTransfers.achSession": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
          user_id?: number
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            session_id: string
            url: string
          }
        }
      }
    }
  }
  "bankTransfers.removeAchToken": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "bankTransfers.adminAchTokens": {
    parameters: {
      query: {
        facility_id: number
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            user_id: number
            bank_name: string
            last4: string
            created_at: string
          }[]
        }
      }
    }
  }
  "bankTransfers.achTransaction": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          account_id: number
          amount: components["schemas"]["Int"]
          payment: {
            reservation_id: number
            ru_id?: number
          }
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            reservation: {
              id: number
              facility_id: number
              court_id: number
              date: string
              hour_start: number
              hour_end: number
              starts_at: string
              ends_at: string
              /** @enum {string} */
              kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
              subkind: string | null
              /** @enum {string} */
              status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
              reservation_type: number
              created_by: number | null
              teacher_id: number | null
              allow_cancel: boolean
              official_match: boolean
              guest_name: string | null
              parent_id: number | null
              users: {
                id: number
                user_id: number | null
                name: string
                rating: number | null
                team: number | null
                guest: boolean
              }[]
              fees: {
                id: number
                user_index: number | null
                ru_id: number | null
                amount: number
              }[]
              totals: {
                total: number
              }
              info_text: string
            }
            payments: {
              id: number
              facility_id: number
              payable_type: string
              payable_id: number | null
              reservation_id: number | null
              payer_id: number | null
              staff_id: number | null
              method: string
              method_label: string
              type_group: string
              type_group_label: string
              amount: number
              /** @enum {string} */
              status:
                | "pending"
                | "paid"
                | "partially_refunded"
                | "totally_refunded"
                | "refunded_to_credit"
                | "failed"
                | "cancelled"
              refunded: number
              refundable: number
              refund_of: number | null
              to_credit: boolean
              custom_price: boolean
              coupon_code: string | null
              payment_intent_id: string | null
              device_id: string | null
              business_date: string
              created_at: string
            }[]
            pending: {
              ru_id: number | null
              due: number
              paid: number
              pending: number
            }[]
          }
        }
      }
    }
  }
  "bankTransfers.reconcile": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            settled: number
            failed: number
          }
        }
      }
    }
  }
  "regional.session": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          facility_id: number
          /** @enum {string} */
          provider?: "oneclick"
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            provider: string
            gateway_token: string
            url: string
          }
        }
      }
    }
  }
  "regional.receivedTokenPair": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": {
          TBK_TOKEN: string
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            user_id: number
            provider: string
            brand: string
            last4: string
            expiry: string | null
            name_on_card: string
            is_default: boolean
            created_at: string
            user_token_id: number
          }
        }
      }
    }
  }
  "regional.tokenOrder_oneclick": {
    parameters: {
      query?: never
      header: {
        "x-trace-id": string
        "Idempotency-Key"?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          card_id: number
          reservation_id: number
          ru_id?: number
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            reservation: {
              id: number
              facility_id: number
              court_id: number
              date: string
              hour_start: number
              hour_end: number
              starts_at: string
              ends_at: string
              /** @enum {string} */
              kind: "reservation" | "rental" | "lesson" | "clinic" | "other"
              subkind: string | null
              /** @enum {string} */
              status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
              reservation_type: number
              created_by: number | null
              teacher_id: number | null
              allow_cancel: boolean
              official_match: boolean
              guest_name: string | null
              parent_id: number | null
              users: {
                id: number
                user_id: number | null
                name: string
                rating: number | null
                team: number | null
                guest: boolean
              }[]
              fees: {
                id: number
                user_index: number | null
                ru_id: number | null
                amount: number
              }[]
              totals: {
                total: number
              }
              info_text: string
            }
            payments: {
              id: number
              facility_id: number
              payable_type: string
              payable_id: number | null
              reservation_id: number | null
              payer_id: number | null
              staff_id: number | null
              method: string
              method_label: string
              type_group: string
              type_group_label: string
              amount: number
              /** @enum {string} */
              status:
                | "pending"
                | "paid"
                | "partially_refunded"
                | "totally_refunded"
                | "refunded_to_credit"
                | "failed"
                | "cancelled"
              refunded: number
              refundable: number
              refund_of: number | null
              to_credit: boolean
              custom_price: boolean
              coupon_code: string | null
              payment_intent_id: string | null
              device_id: string | null
              business_date: string
              created_at: string
            }[]
            pending: {
              ru_id: number | null
              due: number
              paid: number
              pending: number
            }[]
          }
        }
      }
    }
  }
  "clubAccounts.find": {
    parameters: {
      query: {
        facility_id: number
        user_id: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            invoice_receiver_id: number
            members: {
              id: number
              name: string
            }[]
            balance: number
          } | null
        }
      }
    }
  }
  "clubAccounts.current": {
    parameters: {
      query: {
        facility_id: number
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            invoice_receiver_id: number
            members: {
              id: number
              name: string
            }[]
            balance: number
          } | null
        }
      }
    }
  }
  "clubAccounts.metrics": {
    parameters: {
      query: {
        facility_id: number
        balance_date?: string
      }
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            balance_date: string
            accounts_owing: number
            total_owed: number
            accounts: {
              id: number
              name: string
              invoice_receiver_id: number
              balance: number
            }[]
          }
        }
      }
    }
  }
  "clubAccounts.show": {
    parameters: {
      query?: {
        from?: string
        to?: string
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            account: {
              id: number
              facility_id: number
              name: string
              invoice_receiver_id: number
              members: {
                id: number
                name: string
              }[]
              balance: number
            }
            from: string | null
            to: string | null
            opening_balance: number
            entries: {
              id: number
              /** @enum {string} */
              kind: "debit" | "payment" | "credit"
              amount: number
              payment_id: number
              user_id: number | null
              business_date: string
              created_at: string
              settled: number
            }[]
            closing_balance: number
          }
        }
      }
    }
  }
  "clubAccounts.setInvoiceReceiver": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          user_id: number
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            name: string
            invoice_receiver_id: number
            members: {
              id: number
              name: string
            }[]
            balance: number
          }
        }
      }
    }
  }
  "clubAccounts.managerPayPending": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          method:
            | "cash"
            | "card"
            | "bolt"
            | "card_reader"
            | "check"
            | "prepaid"
            | "adjustment"
            | "accounts_receivable"
            | "ach"
          amount?: components["schemas"]["Int"]
          payment_intent_id?: string
          device_id?: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            account: {
              id: number
              facility_id: number
              name: string
              invoice_receiver_id: number
              members: {
                id: number
                name: string
              }[]
              balance: number
            }
            entries: {
              id: number
              /** @enum {string} */
              kind: "debit" | "payment" | "credit"
              amount: number
              payment_id: number
              user_id: number | null
              business_date: string
              created_at: string
              settled: number
            }[]
          }
        }
      }
    }
  }
  "clubAccounts.userPayPending": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          method:
            | "cash"
            | "card"
            | "bolt"
            | "card_reader"
            | "check"
            | "prepaid"
            | "adjustment"
            | "accounts_receivable"
            | "ach"
          amount?: components["schemas"]["Int"]
          payment_intent_id?: string
          device_id?: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            account: {
              id: number
              facility_id: number
              name: string
              invoice_receiver_id: number
              members: {
                id: number
                name: string
              }[]
              balance: number
            }
            entries: {
              id: number
              /** @enum {string} */
              kind: "debit" | "payment" | "credit"
              amount: number
              payment_id: number
              user_id: number | null
              business_date: string
              created_at: string
              settled: number
            }[]
          }
        }
      }
    }
  }
  "credentials.list": {
    parameters: {
      query?: never
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            category: string
            type: string | null
            username: string | null
            device_id: string | null
            panel_id: string | null
            company_id: string | null
            client_id: string | null
            system_id: string | null
            cloud_node_id: string | null
            has_password: boolean
            has_token: boolean
            updated_at: string
          }[]
        }
      }
    }
  }
  "credentials.create": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          category: "stripe" | "camera" | "access_control" | "eventbrite"
          type?: string | null
          username?: string | null
          device_id?: string | null
          panel_id?: string | null
          company_id?: string | null
          client_id?: string | null
          system_id?: string | null
          cloud_node_id?: string | null
          password?: string | null
          token?: string | null
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            category: string
            type: string | null
            username: string | null
            device_id: string | null
            panel_id: string | null
            company_id: string | null
            client_id: string | null
            system_id: string | null
            cloud_node_id: string | null
            has_password: boolean
            has_token: boolean
            updated_at: string
          }
        }
      }
    }
  }
  "credentials.update": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        credentialId: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          category: "stripe" | "camera" | "access_control" | "eventbrite"
          type?: string | null
          username?: string | null
          device_id?: string | null
          panel_id?: string | null
          company_id?: string | null
          client_id?: string | null
          system_id?: string | null
          cloud_node_id?: string | null
          password?: string | null
          token?: string | null
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            facility_id: number
            category: string
            type: string | null
            username: string | null
            device_id: string | null
            panel_id: string | null
            company_id: string | null
            client_id: string | null
            system_id: string | null
            cloud_node_id: string | null
            has_password: boolean
            has_token: boolean
            updated_at: string
          }
        }
      }
    }
  }
  "credentials.delete": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
        credentialId: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      204: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "frontDesk.checkinLogs": {
    parameters: {
      query?: {
        date?: string
        page?: number
      }
      header?: never
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            user_id: number | null
            reservation_id: number | null
            /** @enum {string} */
            method: "desk" | "door" | "app"
            note: string | null
            created_by: number | null
            created_at: string
          }[]
        }
      }
    }
  }
  "frontDesk.createCheckinLog": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        id: number
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          user_id?: number | null
          reservation_id?: number | null
          /** @enum {string} */
          method?: "desk" | "door" | "app"
          note?: string | null
        }
      }
    }
    responses: {
      201: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            id: number
            user_id: number | null
            reservation_id: number | null
            /** @enum {string} */
            method: "desk" | "door" | "app"
            note: string | null
            created_by: number | null
            created_at: string
          }
        }
      }
    }
  }
  "frontDesk.authenticateGateList": {
    parameters: {
      query?: never
      header?: {
        "Idempotency-Key"?: string
      }
      path: {
        facilitySlug: string
      }
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          password: string
        }
      }
    }
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          "Idempotent-Replayed": components["headers"]["IdempotentReplayed"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            expires_at: string
          }
        }
      }
    }
  }
  "frontDesk.gateListActivity": {
    parameters: {
      query?: {
        limit?: number
      }
      header?: never
      path: {
        facilitySlug: string
      }
      cookie?: never
    }
    requestBody?: never
    responses: {
      200: {
        headers: {
          "X-Request-Id": components["headers"]["RequestId"]
          [name: string]: unknown
        }
        content: {
          "application/json": {
            date: string
            activity: {
              reservation_id: number
              court: string
              hour_start: number
              hour_end: number
              kind: string
              status: string
              players: string[]
            }[]
          }
        }
      }
    }
  }
  "webhook.reservation.created": {
    parameters: {
      query?: never
      header: {
        "Venue-Signature": string
        "Venue-Event": string
        "Venue-Delivery": string
        "Venue-Webhook-Version": string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id: string
          /** @enum {string} */
          type: "reservation.created"
          /** @enum {number} */
          api_version: 2
          created: number
          facility_id: number
          data: {
            object: {
              /** @enum {string} */
              object: "reservation"
              id: number
              facility_id: number
              court_ids: number[]
              date: string
              starts_at: string
              ends_at: string
              kind: string
              /** @enum {string} */
              status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
              no_show: boolean
              created_by: number | null
              teacher_id: number | null
              cancelled_at: string | null
              updated_at: string
            }
          }
        }
      }
    }
    responses: {
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "webhook.reservation.changed": {
    parameters: {
      query?: never
      header: {
        "Venue-Signature": string
        "Venue-Event": string
        "Venue-Delivery": string
        "Venue-Webhook-Version": string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id: string
          /** @enum {string} */
          type: "reservation.changed"
          /** @enum {number} */
          api_version: 2
          created: number
          facility_id: number
          data: {
            object: {
              /** @enum {string} */
              object: "reservation"
              id: number
              facility_id: number
              court_ids: number[]
              date: string
              starts_at: string
              ends_at: string
              kind: string
              /** @enum {string} */
              status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
              no_show: boolean
              created_by: number | null
              teacher_id: number | null
              cancelled_at: string | null
              updated_at: string
            }
          }
        }
      }
    }
    responses: {
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "webhook.reservation.cancelled": {
    parameters: {
      query?: never
      header: {
        "Venue-Signature": string
        "Venue-Event": string
        "Venue-Delivery": string
        "Venue-Webhook-Version": string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id: string
          /** @enum {string} */
          type: "reservation.cancelled"
          /** @enum {number} */
          api_version: 2
          created: number
          facility_id: number
          data: {
            object: {
              /** @enum {string} */
              object: "reservation"
              id: number
              facility_id: number
              court_ids: number[]
              date: string
              starts_at: string
              ends_at: string
              kind: string
              /** @enum {string} */
              status: "booked" | "checked" | "raincheck" | "admin_cancelled" | "closed"
              no_show: boolean
              created_by: number | null
              teacher_id: number | null
              cancelled_at: string | null
              updated_at: string
            }
          }
        }
      }
    }
    responses: {
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "webhook.payment.recorded": {
    parameters: {
      query?: never
      header: {
        "Venue-Signature": string
        "Venue-Event": string
        "Venue-Delivery": string
        "Venue-Webhook-Version": string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id: string
          /** @enum {string} */
          type: "payment.recorded"
          /** @enum {number} */
          api_version: 2
          created: number
          facility_id: number
          data: {
            object: {
              /** @enum {string} */
              object: "payment"
              id: number
              facility_id: number
              amount: number
              currency: string
              method: string
              /** @enum {string} */
              status: "pending" | "paid" | "failed" | "cancelled"
              payable_type: string
              payable_id: number | null
              reservation_id: number | null
              payer_id: number | null
              refund_of: number | null
              business_date: string
              created_at: string
            }
          }
        }
      }
    }
    responses: {
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
  "webhook.membership.changed": {
    parameters: {
      query?: never
      header: {
        "Venue-Signature": string
        "Venue-Event": string
        "Venue-Delivery": string
        "Venue-Webhook-Version": string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        "application/json": {
          id: string
          /** @enum {string} */
          type: "membership.changed"
          /** @enum {number} */
          api_version: 2
          created: number
          facility_id: number
          data: {
            object: {
              /** @enum {string} */
              object: "membership"
              id: number
              facility_id: number
              plan_id: number
              owner_id: number
              /** @enum {string} */
              status: "pending" | "active" | "paused" | "cancel_scheduled" | "cancelled" | "expired" | "deleted"
              acquired_at: string | null
              ends_at: string | null
              paused_at: string | null
              cancel_requested: boolean
              updated_at: string
            }
          }
        }
      }
    }
    responses: {
      200: {
        headers: {
          [name: string]: unknown
        }
        content?: never
      }
    }
  }
}
